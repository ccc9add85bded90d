# set -e with an ERR trap: the trap runs, then the shell exits with the
# failure's status.
set -eE
trap 'echo "ERR: $BASH_COMMAND -> $?" >&2' ERR
f() {
	echo in f
	return 4
}
f
echo notreached
