echo -n -n x
echo y
