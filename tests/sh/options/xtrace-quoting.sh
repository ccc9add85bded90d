# set -x quotes words as bash 5.2 does: '...' for a word with a character
# special to the shell (a newline too), $'...' for one with only control
# characters, else bare (bytes above 127 included); export and readonly
# trace each NAME=value operand again as an assignment.
set -x
echo 'a b' $'x\ny' "it's" '' a\*b 'q"q' '~' 'a=b' '#x' '$v' 'tab	x' é
x='a b'
declare y='c d' z=1
local_test() { local l='e f'; }
local_test
export e='g h'
readonly r='i j'
declare -a arr=(1 'two three')
arr+=(x)
a[1]='k l'
y=$'\x01'
: "$(echo sub)"
: $'\x01' $'a\tb' $'\e'
x=$'a\nb'
: $'\x7f'
export a=1 b c="x y"
readonly r2=1 s
typeset t=1
export -n a=5
export arr=(1 2)
x=1 export q=2
f(){ export l=3; }; f
export p+=4
: a~b "~x" "x=~" "#" a#b
