# BASH_ARGV and BASH_ARGC: per frame, innermost first, each frame's
# arguments last first.  Calls and '.' record theirs only while extdebug
# is on (a '.' without arguments records the file's name); the bottom
# frame holds the positional parameters of when extdebug was turned on.
show() { echo "${FUNCNAME[1]:-top}: ARGC=(${BASH_ARGC[*]}) ARGV=(${BASH_ARGV[*]})"; }
f() { show; g x y z; show; }
g() { show; set -- q; show; }
echo 'show; g s1' > lib.sh
f 0
set -- A B
shopt -s extdebug
show
f 1 2
. ./lib.sh a b
. ./lib.sh
shopt -u extdebug
f 3
declare -p BASH_ARGV BASH_ARGC
