# references to array elements
a=(zero one two)
declare -n e='a[1]'
echo "$e"
e=ONE
e+=!
declare -p a
declare -A m=([key]=v)
declare -n me='m[key]'
echo "$me"
me=w
declare -p m e me
unset e
declare -p a
declare -n whole=a
whole[5]=five
echo "${whole[@]} ${#whole[@]} ${!whole[@]}"
whole=(new list)
declare -p a
