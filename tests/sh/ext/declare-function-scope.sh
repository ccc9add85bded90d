f() { declare -a g=(1 2); echo ${#g[@]}; }
f
declare -p g 2>/dev/null || echo gone
