coproc cat -u
coproc NAME { echo hi; } >/dev/null
coproc NAME cmd arg
coproc ( exit 1 )
coproc W while read x; do :; done
