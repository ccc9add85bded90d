# printf -v and read assign to array elements NAME[SUB], as bash does
printf -v 'w[0]' '%s-%s' a b
i=2; printf -v "w[i+1]" x
declare -A m; printf -v 'm[k ey]' v
echo "${w[0]} ${w[3]} ${!w[*]} ${m[k ey]}"
read 'r[1]' 'r[2]' <<< "one two three"
echo "${r[1]}|${r[2]}"
printf -v 'a[' x; echo $?
printf -v '[1]' x; echo $?
printf -v 'a[]' x; echo $?
read 'b[' <<< x; echo $?
