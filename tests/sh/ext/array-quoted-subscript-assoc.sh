declare -A m
m['a key']=1
m["b"]=2
echo ${m['a key']} ${m[b]}
