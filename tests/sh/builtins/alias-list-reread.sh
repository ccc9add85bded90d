alias x1='echo "one two"' x2="echo it's"
alias > saved
unalias -a
. ./saved
alias
