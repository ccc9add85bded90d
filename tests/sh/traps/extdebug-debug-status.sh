# shopt -s extdebug: a DEBUG action that fails skips the command ($? 0);
# status 2 inside a function or a sourced file returns from it with 2.
# A for word, a case, a for ((;;)) part can be skipped too, and at a
# function's entry a failure skips its body with the action's status.
printf '%s\n' 'echo s1' 'echo ret "#R"' 'echo s2' > src.sh
shopt -s extdebug
trap 'case $BASH_COMMAND in *"#S"*|"for s in "*|"case sk"*|"((s<"*) false;;
  *"#R"*) (exit 2);; esac' DEBUG
echo one
echo skip '#S'
echo "st=$?"
false
echo ret '#R'
echo "st=$?"
f() { echo f1; echo ret '#R'; echo f2; }
f; echo "f=$?"
g() { false; echo ret '#R'; }
g; echo "g=$?"
for s in a b; do echo "it $s"; done; echo "for s=${s-unset}"
case sk in *) echo c;; esac
echo "after case $?"
for ((s=0; s<3; s++)); do echo "s=$s"; done; echo "s after=$s"
. ./src.sh; echo "src=$?"
x='#S'; echo "x=${x-unset}"
trap 'if [[ ${FUNCNAME[0]} == h && $BASH_COMMAND == h ]]; then (exit $rc); fi' DEBUG
h() { echo "in h"; }
rc=1; h; echo "h=$?"
rc=3; h; echo "h=$?"
rc=0; h; echo "h=$?"
