false
x=1
echo "status=$? x=$x"
