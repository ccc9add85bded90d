declare -a e
declare -p e
e=()
declare -p e
declare -i n
declare -p n
x=1
export x
declare -p x
declare -A m=([a]=1)
declare -p m
