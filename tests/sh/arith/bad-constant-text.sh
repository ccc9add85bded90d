let "1+08+1"; echo $?
((1 + 08 + 2)); echo $?
echo $((a[1+08]+2))
echo $((65#1+1))
x=08; echo $((x+1))
echo $((  1+ 0x1g+2))
echo $((12b + 1))
echo $((08))
echo $((0x))
echo $((2#2))
echo $((64#@))
echo $((1 + 09 + 2))
for i in 1 2; do echo $((i + 1#1 + 3)); done
f() { echo $(($1 * 2)); }
f 09a
f 3
let 'y = 2#'; echo $?
echo $(( 1 ? 2 : 3#4 ))
echo end
