f() { local a=1 b=2; echo "$a$b"; }
a=x b=y
f
echo "$a$b"
