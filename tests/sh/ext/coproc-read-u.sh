# The ends of a coprocess are close-on-exec (programs do not inherit
# them, as in bash), yet read -u and mapfile -u take them like any
# descriptor the script opened.
coproc C { while read -r l; do echo "got $l"; done; }
echo hi >&"${C[1]}"
read -r -u "${C[0]}" y
echo "$y"
printf '%s\n' a b >&"${C[1]}"
mapfile -t -n 2 -u "${C[0]}" arr
echo "${arr[*]}"
n=$(ls /proc/self/fd | grep -cx -e "${C[0]}" -e "${C[1]}")
echo "inherited: $n"
pid=$C_PID
eval "exec ${C[1]}>&-"
wait "$pid"
echo "status $?"
read -u 12345 z
echo "bad $?"
