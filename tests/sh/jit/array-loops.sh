# indexed arrays in compiled loops: reads, writes, appends, holes,
# negative indices and values that are not plain numbers
for ((i = 0; i < 10; i++)); do a[i]=$((i * i)); done
echo "${a[@]}"
s=0
for ((i = 0; i < 10; i++)); do (( s += a[i] )); done
echo "sum $s"
for ((i = 0; i < 10; i += 2)); do (( a[i] += 100, a[i+1]++ )); done
echo "${a[@]}"
# a hole, then writes on both sides of it
unset 'a[5]'
for ((i = 3; i < 8; i++)); do (( a[i] = -i )); done
echo "${!a[@]} / ${a[@]}"
# negative subscripts count from the end
for ((i = 1; i <= 3; i++)); do (( a[-i] *= 2 )); done
echo "${a[@]}"
# elements holding expressions and text
b=(3 '2+5' ' 7' 010 0x10 '' x)
x=4
t=0
for ((i = 0; i < 7; i++)); do (( t += b[i] )); echo "b[$i] -> $t"; done
# sparse start: written from index 2 on
for ((i = 2; i <= 6; i++)); do p[i]=1; done
for ((i = 2; i <= 6; i += 2)); do p[i]=0; done
echo "${!p[@]} / ${p[@]}"
# the array is rebuilt as text where text is asked for
for ((i = 0; i < 3; i++)); do c[i]=$((i - 1)); done
echo "${c[*]} len ${#c[@]} ${#c[0]}"
c+=(tail)
echo "${c[@]}"
declare -p c
