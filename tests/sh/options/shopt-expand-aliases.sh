# outside posix mode aliases are expanded only with expand_aliases (bash)
alias say='echo said'
say one
shopt -s expand_aliases
alias say='echo said'
say two
shopt -u expand_aliases
say three
echo "end"
