# shopt -o works on the options of set -o
shopt -o noglob; echo $?
shopt -po noglob; echo $?
reset=$(shopt -po noglob)
shopt -so noglob; echo $?
shopt -qo noglob; echo $?
shopt -po noglob
echo *
$reset
shopt -po noglob
shopt -uo noglob; shopt -o noglob
shopt -o noglob bogus; echo $?
shopt -po errexit nounset
