# an element assigned again and again (shorter, longer, appended to, by
# arithmetic, from its own value) holds exactly the last value
a=(start)
declare -A h=([k]=v)
for v in abcdefghij x "" "a much longer value than before, past the old buffer" y; do
	a[0]=$v
	h[k]=$v
	printf '[%s] [%s]\n' "${a[0]}" "${h[k]}"
done
a[1]=ab
for i in 1 2 3 4 5 6; do
	a[1]+=${a[1]}
done
echo "${#a[1]} ${a[1]:0:10}"
h[n]=5
for i in 1 2 3; do
	(( h[n] *= 10 ))
	h[n]+=1
	echo "${h[n]}"
done
a[2]=hello
a[2]=${a[2]#he}
a[2]=${a[2]}${a[2]}
echo "${a[2]}"
declare -u up=(x)
up[0]=abc
up[0]+=def
echo "${up[0]}"
declare -p a h
