# corpus: bash small=3 full=60
# Caesar cipher: each letter's code from printf -v %d "'c", shifted
n=${1:-60}
lower=abcdefghijklmnopqrstuvwxyz
upper=ABCDEFGHIJKLMNOPQRSTUVWXYZ
text="Attack at dawn, hold the bridge until the shells are quiet"
enc() {
	local s=$1 shift=$2 out="" c o i
	for (( i = 0; i < ${#s}; i++ )); do
		c=${s:i:1}
		case $c in
		[a-z])
			printf -v o '%d' "'$c"
			c=${lower:(o - 97 + shift) % 26:1}
			;;
		[A-Z])
			printf -v o '%d' "'$c"
			c=${upper:(o - 65 + shift) % 26:1}
			;;
		esac
		out+=$c
	done
	result=$out
}
sum=0
for (( k = 0; k < n; k++ )); do
	enc "$text" $(( k % 25 + 1 ))
	enc "$result" $(( 26 - (k % 25 + 1) ))
	[[ $result == "$text" ]] && (( sum++ ))
done
enc "$text" 13
echo "caesar $n $sum $result"
