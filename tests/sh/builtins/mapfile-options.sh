# mapfile -d (including -d '' for NUL), -n, -O, -s, -u
in=$'a\nb\nc\nd\ne'
mapfile -t -n 2 -s 1 arr <<< "$in"; declare -p arr
arr=(x y z w v u); mapfile -t -O 2 arr <<< "$in"; declare -p arr
mapfile -t -n 0 arr <<< "$in"; declare -p arr
mapfile -t -d , arr <<< "a,b,,c"; declare -p arr
mapfile -d , arr <<< "a,b"; declare -p arr
printf 'p\0q\0' | { mapfile -t -d '' arr; declare -p arr; }
exec 3<<< "$in"
mapfile -t -u 3 -n 2 arr; declare -p arr
read -r -u 3 rest; echo "rest=$rest"
exec 3<&-
mapfile -tn1 arr <<< "$in"; declare -p arr
