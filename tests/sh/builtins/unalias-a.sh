alias a1=true a2=false
unalias -a
alias | wc -l
