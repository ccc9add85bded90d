f() { declare -g G=set; }
f
echo $G
