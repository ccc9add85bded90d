z=0
echo $((10/z))
echo after
