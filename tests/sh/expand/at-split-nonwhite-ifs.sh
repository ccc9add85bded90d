# Unquoted $@, $* and ${a[@]} under an IFS whose first character is no
# white space: bash joins the values with that character and then splits,
# so a value ending in a delimiter gives an empty field before the next
# one and an empty value in the middle stays ("x" "y" under IFS=x gives
# "", "" and "y").  In posix mode each value is split on its own, as
# POSIX says and dash does (bash --posix still joins: the last two
# lines differ from bash on purpose, they are dash's).
show() { printf '<%s>' "$@"; echo; }
IFS=x
set -- x y; show $@; show $*
set -- ax y; show $@
set -- a x; show $@
set -- xx y; show $@
set -- "" y; show $@
set -- y "" z; show $@
set -- y ""; show $@
set -- axb cxd; show pre$@post
a=(x y "" z); show ${a[@]} ${a[*]}
IFS=:x
set -- a: :b; show $@
IFS=' x'
set -- x y; show $@
IFS=
set -- x "" y; show $@
set -o posix
IFS=x
set -- x y; show $@
set -- y "" z; show $@
