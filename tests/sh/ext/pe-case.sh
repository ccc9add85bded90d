v=hello
w=WORLD
echo ${v^} ${v^^} ${w,} ${w,,}
