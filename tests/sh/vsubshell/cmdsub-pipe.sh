# Pipelines inside a command substitution: the earlier elements are
# processes writing to the pipe, the last one runs in the substitution.
s="Hello World"
u=$(printf '%s\n' "$s" | tr a-z A-Z); echo "u=[$u]"
c=$(printf 'a\nb\nc\n' | while read -r l; do echo "<$l>"; done); echo "c=[$c]"
f() { while read -r l; do echo "f:$l"; done; }
g=$(seq 3 | f); echo "g=[$g]"
h=$(echo one | { read v; echo "v=$v"; echo two | cat; }); echo "h=[$h]"
n=$(printf 'x\ny\n' | wc -l); echo "n=[${n// /}]"
m=$(echo a | cat | cat | { cat; echo b; }); echo "m=[$m]"
p=$(false | true; echo "ps=${PIPESTATUS[*]}"); echo "$p"
q=$( (tr a-z A-Z <<<inner) ); echo "q=[$q]"
r=$(echo x | ( read y; echo "r=$y$BASH_SUBSHELL" )); echo "$r"
w=$(f() { echo fn; }; echo | f); echo "w=[$w]"
t=$(echo a | { echo "err" >&2; echo out; } 2>&1); echo "t=[$t]"
e=$(echo abc | exit 3); echo "e=$?"
k=$( { echo k1; echo k2; } | sed 's/k/K/' ); echo "k=[$k]"
z=5; y=$(echo q | { read z; echo "$z"; }); echo "y=$y z=$z"
echo "ps=${PIPESTATUS[*]}"
( echo sub | cat; echo | { read; echo sub2; } )
