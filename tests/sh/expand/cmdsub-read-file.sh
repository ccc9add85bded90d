# $(< file) substitutes the file's contents (bash, ksh93, zsh, mksh),
# trailing newlines removed as for any command substitution.  Those shells
# expand the file's word in the shell itself, not in a subshell.
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
cd "$d" || exit 1
printf 'hello\n\n  world\n\n\n' > f
x=$(< f); echo "[$x] $?"
name=f
x=$(0<$name); echo "fd 0: [$x]"
x=$( < $name ; ); echo "spaces and ;: [$x]"
x=$(< missing); echo "missing: [$x] $?"
mkdir dir; x=$(< dir); echo "directory: [$x] $?"
: > empty; x=$(< empty); echo "empty: [$x] $?"
unset g; x=$(< ${g=f}); echo "assigned in the shell: [$g] [$x]"
set -x
x=$(< empty)
set +x
echo "$(< f)" | wc -l
x=$(< ${nope?no file named}); echo "not reached"
