alias run='echo '
alias word='expanded'
run word
