x=outer
y=$(x=inner; echo $x)
echo $x $y
