# test, [ and [[ share the unary operators -o NAME (a set -o option is
# on; an unknown name is false, quietly), -v NAME (a set variable or
# element) and -R NAME (a set name reference), as bash has them
set -e
[[ -o errexit ]] && echo "[[ -o errexit ]]"
test -o errexit && echo "test -o errexit"
[ -o nounset ] || echo "[ -o nounset ] false"
[[ -o interactive-comments ]] && echo ic
[[ ! -o posix ]] && echo "not posix"
test -o bogus || echo "bogus: $?"
[[ -o bogus ]] || echo "[[ bogus ]]: $?"
x=1; test -v x && echo "test -v x"; [ -v nosuch ] || echo "no nosuch"
a=(1 2); test -v 'a[1]' && echo "a[1] set"; [ -v 'a[5]' ] || echo "a[5] unset"
declare -n r=x; test -R r && echo "r is a ref"; [ -R x ] || echo "x is no ref"
[[ -v x && -R r ]] && echo both
set -o | grep -c . >/dev/null
[ -o ] ; echo "lone -o: $?"
test x -o y && echo "binary -o"
