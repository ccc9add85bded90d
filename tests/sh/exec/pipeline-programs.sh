# Pipeline elements that are plain programs are spawned without forking
# the shell; what each element sees must not change.
seq 1 5 | tr 1-5 a-e | sort -r | head -3
yes | head -2
seq 1 200000 | wc -l
printf 'b\na\n' | sort
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
cd "$d" || exit 1
printf 'x1\ny2\nx3\n' > in
grep x < in | wc -l
grep x in > out | cat; cat out
seq 1 3 | cat < in
cat missing 2>/dev/null | wc -l
seq 1 3 | cat > missing_dir/f | cat; echo "redirection fails: $?"
seq 1 3 | no_such_program | cat; echo "not found: $?"
seq 1 3 | no_such_program; echo "not found last: $?"
sh -c 'exit 3' | sh -c 'exit 4'; echo "last wins: $?"
set -o pipefail
sh -c 'exit 3' | cat; echo "pipefail: $?"
no_such_program 2>/dev/null | cat; echo "pipefail not found: $?"
set +o pipefail
! sh -c 'exit 3' | sh -c 'exit 0'; echo "bang: $?"
trap '' USR1
sh -c 'kill -USR1 $$; echo ignored stays ignored' | cat
trap - USR1
echo from-stdin | { tr a-z A-Z | cat; }
v="a b"; printf '%s\n' $v | wc -l
