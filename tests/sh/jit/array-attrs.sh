# arrays whose attributes the compiled fast path must leave to the runtime
declare -ia ia
for ((i = 0; i < 3; i++)); do ia[i]='i + 10'; done
echo "${ia[@]}"
declare -A m
for ((i = 0; i < 3; i++)); do m[i]=$((i * 3)); (( m[k] += i )); done
for key in i k; do echo "$key=${m[$key]}"; done
s=scalar
for ((i = 0; i < 2; i++)); do (( s[0] = 7 + i )); done
echo "$s ${s[0]} ${#s[@]}"
ro=(1 2 3)
readonly ro
for ((i = 0; i < 2; i++)); do (( ro[i] = 9 )); echo "ro: $? ${ro[*]}"; done
for ((i = 0; i < 2; i++)); do ro[i]=9; echo "ro2: $?"; done
echo "after (bash goes on)"
