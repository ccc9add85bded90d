declare -i n=7
declare -p n
