shopt -s expand_aliases
alias ll='ls -l'
command -V ll
