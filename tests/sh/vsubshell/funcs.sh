# Functions, aliases and traps defined inside a subshell stay there.
shopt -s expand_aliases
f() { echo old; }
r=$(f() { echo new; }; f); echo "r=$r $(f)"
( unset -f f; type f 2>&1 | head -1 ); f
( alias ll='echo aliased' ); alias ll 2>&1
( trap 'echo sub-exit' EXIT; echo body )
trap 'echo main-exit' EXIT
v=$(echo in-cmdsub); echo "v=$v"
( echo in-sub )
t=$(trap); echo "t=[$t]"
