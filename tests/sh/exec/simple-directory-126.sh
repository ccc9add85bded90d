mkdir d
./d 2>/dev/null
echo "status=$?"
