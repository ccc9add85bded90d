echo before
echo $((5%0))
echo after
