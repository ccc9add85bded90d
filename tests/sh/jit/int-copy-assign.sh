# name=$var, name=$1 and name[i]=$var in loops (the JIT stores the
# integer when the source holds one): the same values, attributes and
# errors as assigning the text.
y=5 s=hello e=
for i in 1 2 3; do
	x=$y; a=$s; b=$e; c="$y"
	echo "[$x] [$a] [$b] [$c]"
	y=$((y * -3)) s=$s$i
done
f() {
	p=$1; q=$2
	echo "p=[$p] q=[$q] sum=$((p + ${#q}))"
}
for v in 7 007 -3 ' 4' x 0; do f "$v" "$v"; done
f
# attributes of the target
declare -i ti
declare -l tl
export te
for v in 3 12 '2+2' AbC; do
	ti=$v tl=$v te=$v
	echo "ti=$ti tl=$tl te=$te"; printenv te
done
ti=5
for k in 1 2; do v=$k; ti=$v; echo "ti=$ti"; done
# a readonly target: the assignment's error, the loop goes on
readonly ro=1
for k in 2 3; do
	v=$k
	ro=$v
	echo "after ro=$ro"
done 2>&1
# a name reference as source and target
t1=9
declare -n r1=t1
for k in 1 2; do z=$r1; echo "z=$z"; r1=$k; echo "t1=$t1"; done
# array elements from variables and positional parameters
declare -a A
set -- 4 -2 x
for (( i = 0; i < 6; i++ )); do
	v=$(( i * i - 3 ))
	A[i]=$v
	A[i+6]=$1
	A[i+12]="$2"
	A[i+18]=$s
	shift; set -- "$@" "$1"
done
echo "${A[*]}"
echo "${#A[@]} ${!A[*]}"
# attributes and kinds of arrays
declare -ai IA
declare -A AS
declare -a -u UA
for k in 1 2 3; do
	v=$(( k * 10 )) w=$k+1
	IA[k]=$v; IA[k+3]=$w
	AS[k]=$v; AS[x$k]=$w
	UA[k]=$v; UA[k+3]=$w
done
echo "${IA[*]} | ${UA[*]}"
for k in 1 2 3 x1 x2 x3; do printf '%s=%s ' "$k" "${AS[$k]}"; done; echo
# negative and bad subscripts, unset sources
declare -a N=(1 2 3)
for k in 1 2; do v=$((k * 100)); N[-1]=$v; N[k-3]=$v; done
echo "${N[*]}"
unset un
for k in 1 2; do N[k]=$un; echo "[${N[k]}]"; done
declare -ra RA=(1 2)
for k in 1 2; do v=$k; RA[k]=$v; done 2>&1 | sed 's/^.*: line [0-9]*: //'
echo "${RA[*]}"
( set -u; for k in 1; do N[k]=$un; echo not reached; done ) 2>&1 | sed 's/^.*: line [0-9]*: //'
# parameters whose value is computed when read
for k in 1 2; do
	b=$BASH_SUBSHELL
	[ $BASH_SUBSHELL -eq 0 ] && echo "b=$b"
	N[k]=$BASH_SUBSHELL
done
( for k in 1 2; do
	b=$BASH_SUBSHELL
	[ $BASH_SUBSHELL -eq 1 ] && echo "b=$b"
	N[k]=$BASH_SUBSHELL
done; echo "${N[*]}" )
echo "${N[*]}"
echo done
