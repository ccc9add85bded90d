# type and command see an alias only while aliases expand (bash: a script
# has expand_aliases off); then bash's "NAME is aliased to `VALUE'"
alias ll='ls -l' q="it's" e=''
type ll; echo "type: $?"
command -v ll; echo "command -v: $?"
command -V ll; echo "command -V: $?"
type -t ll; echo "type -t: $?"
shopt -s expand_aliases
type ll q e
type -a ll
command -V q
command -v ll
type -t ll
type -P ll; echo "P: $?"
