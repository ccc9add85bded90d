# unset NAME with no variable NAME unsets the function NAME (bash);
# -v never does, -f only functions, a variable shadows the function
f() { echo "f runs"; }
unset -v f
f
unset f
f 2>/dev/null || echo "f is gone"
g() { echo "g runs"; }
g=var
unset g
g
echo "[${g-unset}]"
unset g
g 2>/dev/null || echo "g is gone"
h() { echo "h runs"; }
unset -n h
h
