v=hello
echo ${v^^[lo]}
