f() { declare v=inner; echo $v; }
v=outer
f
echo $v
