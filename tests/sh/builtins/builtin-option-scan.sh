# The one option scan of the builtins (bash's internal getopt): bundled
# letters, -t5 and -t 5, "--", a lone "-" as operand, an option argument
# that looks like an option, and the two errors with their usage line.
read -rt5 a <<<one; echo "a=$a"
read -r -t 5 -d '' b <<<two; echo "b=$b"
read -p -r c 2>/dev/null <<<three; echo "c=$c"
read -- d <<<four; echo "d=$d"
read -t; echo "status $?"
read -rq x; echo "status $?"
exec -a; echo "status $?"
wait -p; echo "status $?"
history -d; echo "status $?"
hash -p; echo "status $?"
mapfile -n; echo "status $?"
enable -f; echo "status $?"
type -- -x; echo "status $?"
command -pv -- ls >/dev/null; echo "status $?"
help -dx; echo "status $?"
export -q; echo "status $?"
readonly -: ; echo "status $?"
jobs -q; echo "status $?"
# --help as an option or first operand prints help, status 2; not for
# echo, test, true and the like
read -r --help | head -1; echo "status ${PIPESTATUS[0]}"
cd --help | head -1; echo "status ${PIPESTATUS[0]}"
exit --help | head -1; echo "still here"
echo --help; true --help; echo "status $?"
test --help; echo "status $?"
