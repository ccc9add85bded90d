# read, printf -v, arithmetic, let, declare attributes through a reference
declare -n r=x
read r <<< "from read"
echo "$x"
printf -v r '%s-%d' fmt 42
echo "$x"
x=5
(( r += 10 ))
echo "$x $((r * 2))"
(( r++ ))
let 'r = r + 1'
echo "$x"
declare -i r
r=3+4
declare -p x
export r
readonly r
declare -p x r
declare -n rr=arr
read -a rr <<< "w1 w2 w3"
declare -p arr
