a=(1)
a[-3]=x
echo after
