# corpus: posix small=100 full=4000
# builds a report string line by line, then measures it
n=${1:-4000}
s=""
i=0
while [ $i -lt $n ]; do
	case $((i % 3)) in
	0) s="${s}fizz$i," ;;
	1) s="${s}buzz$((i * 2))," ;;
	*) s="$s$i;" ;;
	esac
	i=$((i + 1))
done
len=${#s}
head=${s%%;*}
echo "strbuild $n $len ${#head} ${s#"${s%???????}"}"
