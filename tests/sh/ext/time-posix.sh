set -o posix; # in POSIX mode `time -...` is the utility time(1), as in bash
TIMEFORMAT=TF
time true
time echo a 2>/dev/null
x=$(time -p true 2>&1 | wc -l)
echo "lines $x"
select v in a b; do echo "$v"; break; done <<< 2
coproc P { echo posix; }
read -r l <&"${P[0]}"
echo "$l"
wait
