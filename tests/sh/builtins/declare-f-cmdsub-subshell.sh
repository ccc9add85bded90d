# A command substitution whose body starts with a subshell prints as
# $( ( ... )), so the text read back is not an arithmetic expansion
f() { x=$( (echo c) ); echo "$x"; cat <( (echo a) ); }
declare -f f
eval "$(declare -f f)"
f
