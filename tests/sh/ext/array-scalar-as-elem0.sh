s=hello
echo ${s[0]} ${#s[@]}
a=(x y)
echo $a
a=new
echo ${a[@]}
