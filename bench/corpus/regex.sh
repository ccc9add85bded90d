# corpus: bash small=50 full=4000
# classifies log lines with [[ =~ ]] and BASH_REMATCH
n=${1:-4000}
errors=0 warns=0 other=0 bytes=0 users=""
re='^([0-9]+)-([0-9]+) (ERROR|WARN|INFO) user=([a-z0-9]+) size=([0-9]+)$'
for (( i = 0; i < n; i++ )); do
	case $(( i % 4 )) in
	0) lvl=ERROR ;;
	1|2) lvl=INFO ;;
	*) lvl=WARN ;;
	esac
	line="$(( 2000 + i % 20 ))-$(( i % 12 + 1 )) $lvl user=u$(( i % 9 ))x size=$(( i * 37 % 5000 ))"
	if (( i % 10 == 9 )); then
		line="garbage $line"
	fi
	if [[ $line =~ $re ]]; then
		case ${BASH_REMATCH[3]} in
		ERROR) (( errors++ )) ;;
		WARN) (( warns++ )) ;;
		esac
		(( bytes += BASH_REMATCH[5] ))
	else
		(( other++ ))
	fi
done
echo "regex $n $errors $warns $other $bytes"
