# BASHPID is this process's id, $$ the shell's; BASH_SUBSHELL counts
# subshell levels (command substitutions and pipeline elements too)
[ "$BASHPID" = "$$" ] && echo same
( [ "$BASHPID" != "$$" ] && echo differs in subshell )
x=$(echo $BASHPID); [ "$x" != "$$" ] && echo differs in cmdsub
echo $BASHPID | { read p; [ "$p" != "$$" ] && echo differs in pipeline; }
echo $BASH_SUBSHELL
(echo $BASH_SUBSHELL; (echo $BASH_SUBSHELL))
echo $(echo $BASH_SUBSHELL) $(echo $(echo $BASH_SUBSHELL))
echo $BASH_SUBSHELL | cat
{ echo $BASH_SUBSHELL; } | cat
f() { echo f $BASH_SUBSHELL; }; f; (f)
declare -p BASH_SUBSHELL
declare -p BASHPID | sed 's/[0-9][0-9]*/N/'

echo $BASH_SUBSHELL & wait
{ echo $BASH_SUBSHELL; } & wait
(echo $BASH_SUBSHELL) & wait
cat <(echo $BASH_SUBSHELL) <( (echo $BASH_SUBSHELL) )
(echo $BASH_SUBSHELL) | cat
echo $( (echo $BASH_SUBSHELL) ) $(echo $BASH_SUBSHELL | cat)
while :; do echo $BASH_SUBSHELL; break; done | cat
