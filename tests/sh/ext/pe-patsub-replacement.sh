# shopt patsub_replacement (on by default, as in bash 5.2): an unquoted &
# in the replacement of ${v/p/r} is the matched text; \& and a quoted &
# (quotes, or a quoted expansion) are a literal &.
v=abc
echo "${v/b/[&]}" ${v/b/[&]} "${v/b/\&}" "${v/b/"&"}" ${v/b/\&} ${v/b/'&'}
r='&'
echo "${v/b/$r}" "${v/b/"$r"}" ${v/b/$r} ${v/b/"$r"}
# a backslash from an expansion escapes & and \ only
r='\&'
echo "${v/b/$r}" "${v/b/"$r"}" ${v/b/$r}
r='x\y'
echo "${v/b/$r}" ${v/b/$r}
r='x\\y'
echo "${v/b/$r}" ${v/b/$r}
echo ${v/b/\\&} ${v/b/x\y} "${v/b/x\\y}"
a=(xa bx cxx)
echo "${a[@]/x/<&>}" ${a[@]//x/<&>}
set -- ab cd
echo "${@//?/&&}" "${*/#?/(&)}"
echo "${v//[ac]/&&}" "${v/#a/&-}" "${v/%c/-&}" "${v/%/&x}" "${v/#/x&}"
echo "${v//b/\\}" "${v//b}" "${v/b/}"
shopt -s nocasematch
echo "${v/B/<&>}" "${v//[AC]/&&}"
shopt -u nocasematch
shopt patsub_replacement
shopt -u patsub_replacement
echo "${v/b/[&]}" ${v/b/\&} "${v/b/$r}"
shopt patsub_replacement
echo "status $?"
