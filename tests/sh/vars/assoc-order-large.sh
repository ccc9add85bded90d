# More than 2048 keys: bash's table grows fourfold once it holds twice as
# many keys as buckets (1024 at first), and never shrinks (also not when
# the array is emptied by m=()), which changes the listing order.
declare -A m
for ((i = 0; i < 3000; i++)); do m[k$i]=1; done
echo "${!m[@]}" | cksum
for ((i = 0; i < 3000; i += 2)); do unset "m[k$i]"; done
for ((i = 3000; i < 3600; i++)); do m[k$i]=1; done
for ((i = 0; i < 100; i++)); do m[k$((i * 2))]=1; done
echo "${!m[@]}" | cksum
m=()
for ((i = 0; i < 40; i++)); do m[k$i]=1; done
echo "${!m[@]}"
declare -A n
for ((i = 0; i < 9000; i++)); do n[$i]=$i; done
echo "${n[@]}" | cksum
