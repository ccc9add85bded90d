v1="it's"; v2='a
b'
set | grep -E '^v1=' > saved
unset v1
. ./saved
echo "[$v1]"
