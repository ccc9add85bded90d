# positional parameters as lists: set --, shift, for over "$@" while the
# body changes them, function calls, source with arguments, subshells
set -- a 'b c' '' d
echo "$# [$1] [$2] [$3] [$4]"
for x in "$@"; do
	set -- changed "$x"
	shift
	printf '<%s|%s|%s> ' "$x" "$#" "$1"
done
echo
set -- 1 2 3 4 5
for x; do
	shift
	printf '%s:%s ' "$x" "$*"
done
echo
set -- p q r
shift 2
echo "after shift 2: $# $1"
shift
echo "after shift: $# [${1-unset}]"
shift && echo no || echo "shift past end: $?"
set -- x y z
f() {
	echo "f: $# $*"
	shift
	set -- "$@" added
	echo "f after: $# $*"
	g "$@" last
	echo "f back: $# $*"
}
g() {
	for w in "$@"; do
		printf '[%s]' "$w"
		set -- gone
	done
	echo " g: $*"
}
f one "two three" four
echo "top: $# $*"
printf 'echo "sourced: $# $*"; shift; echo "sourced after shift: $*"\n' > sourced.sh
. ./sourced.sh s1 s2 s3
echo "after source: $# $*"
(set -- sub; echo "subshell: $*")
echo "after subshell: $*"
v=$(set -- in cmdsub; echo "$2")
echo "cmdsub: $v, params: $*"
h() { local IFS=,; echo "$*"; set -- "$@" "$@"; echo "$#"; }
h 1 2 3
set -- $(echo "w1 w2") "w3 w4"
echo "$# $2 $3"
for x in "$@" ""; do printf '(%s)' "$x"; done
echo
for x in "$@"; do :; done; echo "last: $x"
set --
for x in "$@"; do echo never; done
set -u
for x in "$@"; do echo never; done
echo "empty ok: $#"
