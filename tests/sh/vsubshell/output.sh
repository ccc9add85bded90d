# Output of subshells: order of builtins and programs, stderr, trailing
# newlines, large output.
x=$(echo b1; printf 'e1\n'; echo b2; printf 'e2\n' | cat; echo b3); echo "$x"
( echo s1; printf 's2\n'; echo s3 ); echo after
y=$(printf 'a\n\n\n'); echo "[$y]"
z=$(echo; echo; echo); echo "[$z]"
big=$(i=0; while [ $i -lt 3000 ]; do echo "line $i of output"; i=$((i + 1)); done)
echo "${#big}"
big2=$(seq 1 20000; echo tail); echo "${#big2} ${big2: -10}"
f() { echo "f-out"; echo "f-err" >&2; date +%Y >/dev/null; echo "f-out2"; }
w=$(f 2>/dev/null); echo "w=$w"
{ v=$(f); } 2>&1; echo "v=$v"
