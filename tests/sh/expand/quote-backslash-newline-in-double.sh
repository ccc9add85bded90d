echo "ab\
cd"
