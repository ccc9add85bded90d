# A program in $(...) is spawned without forking the shell; a file that
# cannot be exec'd gets what a subshell would do with it: a script without
# #! runs in a new shell, anything else is an error (126).
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
printf 'echo from a script without a #! line\n' > "$d/script"
chmod +x "$d/script"
x=$("$d/script"); echo "[$x] $?"
printf 'data\n' > "$d/notexec"
x=$("$d/notexec" 2>/dev/null); echo "not executable $?"
x=$("$d" 2>/dev/null); echo "directory $?"
