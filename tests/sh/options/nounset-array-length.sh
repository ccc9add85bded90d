# set -u and ${#name[sub]}: bash reports NAME unless it is a set array,
# abandons the command line (status 1) and the script goes on
set -u
echo "${#un[@]}"; echo "same line"
echo "a1 $?"
echo "${#un[*]}"
echo "a2 $?"
echo "${#un[0]}"
echo "a3 $?"
x=5
echo ${#x[@]}
echo "a4 $?"
a=(1 22)
echo "${#a[5]} ${#a[1]} ${#a[@]}"
echo "a5 $?"
declare -a e
echo ${#e[@]}
echo "a6 $?"
declare -A h
echo ${#h[k]}
echo "a7 $?"
ee=()
declare -A hh=()
echo "${#ee[@]} ${#hh[@]}"
declare -n r=un
echo ${#r[@]}
echo "a8 $?"
# "$@"-like forms are exempt
echo "<${un[@]}> <${!un[@]}> <${un[@]:0}> <${un[@]:-d}>"
echo "a9 $?"
f() { local l; echo "f ${#l[@]}"; echo "in f"; }
f; echo "same line"
echo "a10 $?"
g() { echo "g ${#un[@]}"; }
for i in 1 2; do g; echo "loop $i"; done
echo "a11 $?"
( echo ${#un[@]}; echo "in subshell" ); echo "a12 $?"
y=$(echo ${#un[@]}; echo "in cmdsub"); echo "a13 $? <$y>"
# under set -e an abandoned command line ends the script
set -e
echo ${#un[@]}
echo "not reached"
