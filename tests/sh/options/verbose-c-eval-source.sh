# set -v shows the lines of -c strings, eval'd text and sourced files as
# they are read, each line once, a last line without newline with one
f=${TMPDIR:-/tmp}/verbose-src.$$
printf 'echo s1\necho s2' > "$f"
"$BASH" -v -c 'echo a
echo b' 2>&1
"$BASH" -c 'echo before
set -v
eval "echo x; echo y"
g() { echo in-g; }
g' 2>&1
set -v
. "$f" 2>&1
set +v
rm -f "$f"
