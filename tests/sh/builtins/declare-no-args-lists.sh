# declare / typeset / set without arguments list the variables as bash's
# set does (NAME=value, '...' or $'...' quoting, arrays as ([0]="x")),
# then the functions
a=(x 'y z'); declare -A m=([k]=v ['a b']=c); s='it'"'"'s'; n=$'nl\n'; declare -i i=3; plain=abc; e=; sp='a b'
declare -a ea=(); declare unset_declared
f() { echo f; }
declare | grep -E '^(a|m|s|n|i|plain|e|sp|ea|unset_declared)='
declare | grep -A3 '^f ()'
typeset | grep -c '^plain='
set | grep -E '^(a|m|sp)='
set | grep -c '^f ()'
