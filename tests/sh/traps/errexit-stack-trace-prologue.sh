# issue 21's scenario: a script with the usual error-handling prologue
# (set -eEuo pipefail, an ERR trap printing a stack trace from FUNCNAME,
# BASH_SOURCE, BASH_LINENO and caller, a DEBUG trap counting commands)
# fails three functions deep in a sourced file; the report is bash's.
set -eEuo pipefail
commands=0
trap 'commands=$((commands + 1))' DEBUG
on_error() {
	local status=$? i
	echo "error $status at ${BASH_SOURCE[1]}:${BASH_LINENO[0]}: $BASH_COMMAND" >&2
	for ((i = 1; i < ${#FUNCNAME[@]}; i++)); do
		echo "  at ${FUNCNAME[i]} (${BASH_SOURCE[i]}:${BASH_LINENO[i - 1]})" >&2
	done
	i=0
	while caller "$i" >&2; do
		i=$((i + 1))
	done
	echo "after $commands commands" >&2
	exit "$status"
}
trap on_error ERR
mkdir -p lib
cat >lib/util.sh <<'LIB'
# helpers
parse() {
	local file=$1
	check "$file"
}
check() {
	[[ -n $1 ]] || return 1
	load "$1"
}
load() {
	echo "loading $1"
	grep -q needle "$1"
	echo "loaded $1"
}
LIB
echo haystack >data.txt
source ./lib/util.sh
run() {
	parse data.txt
}
run
echo notreached
