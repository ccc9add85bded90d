: > f1
: > f2
echo $(echo 'f*')
echo "$(echo 'f*')"
