# Command substitutions whose body is one echo or printf run without a
# subshell; everything a subshell would keep to itself must stay there.
i=7
x=$(echo $i); echo "[$x]"
x=$(printf '%03d\n\n\n' "$i"); echo "[$x]"
x=$(echo -n "a  b" ${i}c); echo "[$x]"
x=$(printf '%s-' a b c); echo "[$x] status $?"
x=$(printf '%d' abc); echo "[$x] status $?"
false; x=$(echo $?); echo "[$x]"
x=$(printf '%09000d' 0); echo "${#x}"
unset y; x=$(printf -v y '%s' hi); echo "[$x] [${y-unset}]"
x=$(printf -- '-v%s' a); echo "[$x]"
v=abcabc; x=$(echo ${v#a} ${v%%c*} ${#v} ${v/b/B} ${nope:-def} ${v:+alt}); echo "[$x]"
RANDOM=7; a=$RANDOM; RANDOM=7; b=$(echo $RANDOM); c=$RANDOM
[ "$a" = "$c" ] && echo "RANDOM of the parent not advanced"
n=0; x=$(echo $((n += 1))); echo "[$x] n=$n"
x=$(echo ${m=set}); echo "[$x] m=${m-unset}"
echo() { command echo "function:$*"; }
x=$(echo a); command echo "[$x]"
unset -f echo
echo before; x=$(printf '%d' zz) 2>&1; echo after
exec 3>&1; exec >&-; x=$(echo closed); echo "[$x]" >&3; exec >&3
set -u
x=$(echo ${undefined_var-fine}); echo "[$x]"
x=$(echo $undefined_var); echo "[$x] status $?"
set +u
set -e
x=$(printf '%s' ok); echo "[$x]"
x=$(printf '%d' bad) || echo "failed as expected"
x=$(printf '%d' bad)
echo "not reached"
