# lib.sh - shared helpers of the tests/reliability/ scripts (sourced).
#
# A script is run as `SCRIPT [QUIRL]` (default: ROOT/build/quirl, else
# $QUIRL).  It records checks with ok/fail, runs everything in a scratch
# directory removed at exit, and ends with `finish`, which prints the one
# summary line "NAME: N checks ok" or "NAME: FAILED M of N: ..." and sets
# the exit status.  QUIRL_REL_SCALE=full selects the full sizes of the
# issue (1 GB streams, 10M iterations); the default "ci" keeps every script
# well under a minute on two cores.
set -u
rel_name=${0##*/}
rel_root=$(cd "$(dirname "$0")/../.." && pwd)
Q=${1:-${QUIRL:-$rel_root/build/quirl}}
case $Q in /*) ;; *) Q=$(pwd)/$Q ;; esac
[ -x "$Q" ] || { echo "$rel_name: FAILED: no quirl binary at $Q"; exit 2; }
scale=${QUIRL_REL_SCALE:-ci}
rel_checks=0
rel_failed=0
rel_fail_names=
T=$(mktemp -d "${TMPDIR:-/tmp}/quirl-rel.XXXXXX") || exit 2
trap 'cd /; rm -rf "$T"' EXIT
cd "$T" || exit 2

# A sanitizer build cannot run under valgrind or a small ulimit -v.
if grep -q __asan_init "$Q" 2>/dev/null; then
	asan=1
else
	asan=
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}

ok() {
	rel_checks=$((rel_checks + 1))
	[ -n "${REL_VERBOSE:-}" ] && echo "  ok $1" >&2
	return 0
}

fail() {
	rel_checks=$((rel_checks + 1))
	rel_failed=$((rel_failed + 1))
	rel_fail_names="$rel_fail_names $1"
	echo "  FAIL $1: $2" >&2
	return 0
}

# check NAME EXPECTED ACTUAL
check() {
	if [ "$2" = "$3" ]; then
		ok "$1"
	else
		fail "$1" "expected [$2], got [$(printf %s "$3" | head -c 300)]"
	fi
}

# skip NAME WHY: counted neither way, but shown
skip() {
	echo "  skip $1: $2" >&2
}

# The descriptors and children a process holds: "fds children".
proc_state() {
	local fds kids
	fds=$(ls "/proc/$1/fd" 2>/dev/null | wc -l)
	kids=$(ps -o pid= --ppid "$1" 2>/dev/null | wc -l)
	echo "$fds $kids"
}

finish() {
	if [ "$rel_failed" = 0 ]; then
		echo "$rel_name: $rel_checks checks ok ($scale scale)"
		exit 0
	fi
	echo "$rel_name: FAILED $rel_failed of $rel_checks:$rel_fail_names"
	exit 1
}
