alias b='echo b' a='echo a'
alias
