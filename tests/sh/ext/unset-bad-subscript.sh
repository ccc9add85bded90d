# unset of an array element before the first one, or of an element other
# than 0 of a scalar, is an error (unset is a special builtin: the shell
# exits, so each case runs in a subshell).
a=(1 2)
(i=-9; unset 'a[i]'; echo not reached); echo "status $?"
(unset 'a[-3+0]'; echo not reached); echo "status $?"
unset 'a[-2]'; echo "status $? [${a[@]}]"
b=5
(unset 'b[-1]'; echo not reached); echo "status $?"
(unset 'b[1]'; echo not reached); echo "status $?"
unset 'b[0]'; echo "status $? [${b-unset}]"
declare -A h=([x]=1)
unset 'h[-5]'; echo "status $? [${!h[@]}]"
declare -a e
(unset 'e[-1]'; echo not reached); echo "status $?"
unset 'e[3]'; echo "status $?"
