# Read outside any function, BASH_ARGV and BASH_ARGC hold the script's
# arguments even without extdebug (bash); inside a function before that
# they are empty.
f() { declare -p BASH_ARGV BASH_ARGC; }
f 1
set -- A B
declare -p BASH_ARGV BASH_ARGC
f 2
set -- C
declare -p BASH_ARGV
