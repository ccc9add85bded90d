unset u
e=
s=hello
t='a b  c'
echo "${#u} ${#e} ${#s} ${#t}"
