alias x='echo x'
unalias x
alias x
echo "status $?"
