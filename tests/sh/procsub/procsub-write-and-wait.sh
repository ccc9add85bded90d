# >(list) reads what the command writes; $! is its pid and wait finds it
echo to-writer > >(tr a-z A-Z)
wait $!
echo "wait status $?"
printf '%s\n' b a > >(sort)
wait $!
tee >(sed "s/^/tee: /" > out) >/dev/null <<< data
wait $!
cat out
: <(exit 3)
wait $!
echo "procsub status $?"
case $! in *[!0-9]*|'') echo "bad \$!";; *) echo "\$! is a pid";; esac
jobs
echo "jobs lists nothing"
