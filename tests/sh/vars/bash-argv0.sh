# BASH_ARGV0 reads as $0; assigning it sets $0 (also from a function or
# only in a subshell); once unset it is an ordinary variable.
echo "$BASH_ARGV0"
(BASH_ARGV0=sub; echo "$0")
echo "$0"
f() { BASH_ARGV0=fn; echo "$0"; }
f
echo "$0 $BASH_ARGV0"
declare -p BASH_ARGV0
unset BASH_ARGV0
echo "[${BASH_ARGV0-unset}]"
BASH_ARGV0=plain
echo "$0 $BASH_ARGV0"
