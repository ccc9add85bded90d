# unset, unalias, alias and builtin read their options with the one scan:
# the bad letter is named alone; unset -f and -v together is bash's
# error; -f wins over -n, -n over -v
unset -fx; echo "status $?"
unset -vf a; echo "status $?"
f() { :; }; unset -nf f; type -t f; echo "status $?"
x=1; declare -n r=x; unset -vn r; echo "x=$x"; declare -p r
unalias -ab; echo "status $?"
alias ll='ls -l'; unalias -a --; alias; echo "status $?"
builtin -xy; echo "status $?"
builtin -- echo via builtin
alias -pq; echo "status $?"
