shopt -s expand_aliases
alias ll='ls -l'
type ll
