(exec echo in-sub)
echo "parent continues"
