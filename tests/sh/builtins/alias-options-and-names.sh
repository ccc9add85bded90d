# alias outside posix mode: -p lists every alias first, any other option
# letter is invalid (bash's usage, status 2), a bad name is quoted in the
# message, "=x" names no alias, and a name starting with '-' is listed
# after "--" so the line reads back
alias ll='ls -l'
alias -p
alias -x; echo "invalid: $?"
alias -p -x; echo "invalid after -p: $?"
alias 'bad name=x' a/b=1; echo "bad names: $?"
alias =x; echo "empty name: $?"
alias -- -dash=1
alias -- -dash
alias
alias -pp ll; echo "pp: $?"
