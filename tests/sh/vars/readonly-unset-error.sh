readonly R=1
unset R
echo after
readonly -a A=(1 2)
unset 'A[0]'
echo "element $?"
f() { local -r L=1; unset L; echo "local $?"; }
f
declare -n r=R
unset r
echo "through a reference $?"
