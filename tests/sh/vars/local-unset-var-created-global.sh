f() { newvar=made; }
f
echo "$newvar"
