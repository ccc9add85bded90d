# BASH_ALIASES and BASH_CMDS: associative views of the aliases and of the
# command hash table, listed in the order of bash's 64- and 256-bucket
# tables; an element assigned adds an alias or a remembered path, unsetting
# one removes nothing, and once unset the variable is an ordinary one.
alias ll="ls -l"
echo "${BASH_ALIASES[ll]}"
BASH_ALIASES[foo]=bar
alias foo
unset "BASH_ALIASES[foo]"
alias foo
declare -p BASH_ALIASES
echo "${!BASH_ALIASES[@]}"
unalias -a
declare -p BASH_ALIASES
hash -p /bin/ls xx
echo "${BASH_CMDS[xx]}"
BASH_CMDS[yy]=/bin/cat
hash -t yy
unset "BASH_CMDS[yy]"
hash -t yy
declare -p BASH_CMDS
hash -r
declare -p BASH_CMDS
BASH_ALIASES=([a]=b)
alias a
unset BASH_ALIASES
alias q=r
echo "[${BASH_ALIASES[q]-unset}]"
