shopt -s expand_aliases; alias run='echo '
alias word='expanded'
run word
