# in posix mode (where aliases expand) type and command -V describe an
# alias as dash does
set -o posix
alias ll='ls -l'
type ll
command -V ll
type -a ll
