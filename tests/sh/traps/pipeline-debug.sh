# The DEBUG trap of each simple command of a pipeline runs in the shell
# before the command's process starts (bash 5.2), so it sees the shell's
# variables and runs once, with or without set -T; a subshell element
# gets none.  Under extdebug a failing trap skips the element, which
# PIPESTATUS then leaves out.
trap 'echo "DBG $BASH_COMMAND"' DEBUG
echo a | (cat) | { cat; }
f() { echo fa; }
f | cat
/bin/echo b | cat | /bin/cat
shopt -s lastpipe
echo c | read v; echo "v=$v"
shopt -u lastpipe
set -T
echo d | cat | (cat)
set +T
trap 'n=$((n+1))' DEBUG
echo e | cat | cat
trap - DEBUG
echo "n=$n"
shopt -s extdebug
trap '[[ $BASH_COMMAND != *skipme* ]]' DEBUG
echo skipme | cat
echo "ps=${PIPESTATUS[*]}"
true | echo skipme
echo "ps=${PIPESTATUS[*]}"
echo done
