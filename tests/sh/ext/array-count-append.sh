# ${#a[@]} counts without copying; a+=(...) appends after the highest index
a=(1 2 3); echo ${#a[@]} "${#a[*]}" ${#a[1]}
declare -A h=([x]=1 [y]=2); echo ${#h[@]} "${#h[*]}"
s=hello; echo ${#s[@]} ${#s[*]}
unset u; echo ${#u[@]}
b=(); echo ${#b[@]}
b+=(first); echo ${#b[@]} ${!b[@]}
b[10]=x; b+=(y z); echo ${#b[@]} ${!b[@]}
unset 'b[12]'; b+=(w); echo ${#b[@]} ${!b[@]}
declare -a e; echo ${#e[@]}
declare -n r=a; echo ${#r[@]}
unset 'a[1]'; echo ${#a[@]} ${!a[@]}
n=5; n+=(6); echo ${#n[@]} ${n[@]}
c=(); i=0
while (( i < 50 )); do
	c+=($i)
	(( i % 7 == 0 )) && unset "c[${#c[@]}-1]"
	i=$((i + 1))
done
echo ${#c[@]} ${!c[@]}
for (( k = 1; k < ${#c[@]}; k++ )); do :; done; echo $k
