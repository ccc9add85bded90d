# Operators on r, a name reference to a[@] or a[*], as bash 5.2 has them:
# $r alone is ${a[@]}, ${#r} is 0 (also for a reference to an element),
# the other operators apply to the elements joined by IFS's first
# character (a blank when IFS is empty), and r[...] finds no array.
p() { printf '<%s>' "$@"; echo; }
a=(one two three)
declare -n r='a[@]' s='a[*]' t='a[1]'
p "${#r}" "${#s}" "${#t}" "${t:1}" "${!r}" "${!s}"
p "${r:1}" "${s:1}" "${r:1:5}" "${r:-x}" "${r/o/0}" "${r//e/E}" "${r^}" "${r#?}" "${r%e}" "${r@Q}"
p ${r:1}
p "${r[@]}" "${#r[@]}" "${r[0]}" "${r[1]}" "${!r[@]}" "${r[@]:-d}" "${t[0]}" "${t[@]}" "${#t[@]}"
p "${r[@]:1}" "${s[*]}"
IFS=,
p "${r:1}" "${r/l/L}" "${r:-d}" ${r:1}
IFS=
p "${r:1}" "${s:0:5}"
unset IFS
p "${r:1}"
declare -n e='b[@]'
p "${#e}" "${e:1}" "${e:-unset}" "${e-unset}" "${!e}"
b=()
p "${#e}" "${e:1}" "${e:-empty}" "${e+set}" "${!e}"
b=(x)
p "${e+set}" "${e:1}" "${e/x/&&}"
b=()
set -u
p "${#e}" "${r[@]}"
p "${e:1}"
echo not reached
