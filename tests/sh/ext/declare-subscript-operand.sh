declare -a a
declare 'a[2]=two'
echo ${!a[@]} ${a[2]}
