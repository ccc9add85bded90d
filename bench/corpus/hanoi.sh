# corpus: posix small=6 full=15
# towers of Hanoi by recursion, moves counted per peg
n=${1:-12}
moves=0 a=0 b=0 c=0
hanoi() {
	if [ $1 -eq 0 ]; then
		return
	fi
	hanoi $(($1 - 1)) $2 $4 $3
	moves=$((moves + 1))
	case $4 in
	A) a=$((a + 1)) ;;
	B) b=$((b + 1)) ;;
	C) c=$((c + 1)) ;;
	esac
	hanoi $(($1 - 1)) $3 $2 $4
}
hanoi $n A B C
echo "hanoi $n $moves $a $b $c"
