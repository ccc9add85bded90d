# failglob inside loops, functions, subshells and command substitution
# abandons the whole top-level command, as in bash
shopt -s failglob
for f in zz* x; do echo "for $f"; done
echo "after for $?"
for i in 1 2; do echo $i; echo q*; echo no; done
echo "after loop $?"
f() { echo f1; echo q*; echo f2; }
f; echo "not reached"
echo "after f $?"
while :; do echo w; echo q*; done
echo "after while $?"
(echo q*; echo sub $?)
echo "after subshell $?"
echo "$(echo q*; echo inner $?)"
if echo q*; then echo then; else echo "else $?"; fi
echo q* || echo "or $?"
echo end
