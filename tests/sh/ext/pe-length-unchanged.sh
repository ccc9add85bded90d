v=hello
echo ${#v}
