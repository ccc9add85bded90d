# Outside posix mode an assignment before a special builtin is a
# temporary, as before any command (bash); export and readonly keep the
# variables they name
x=5 :; echo "[$x]"
x=5 eval 'echo "in eval: $x"; x=6'; echo "[$x]"
x=1; x=5 eval 'x=6'; echo "[$x]"
x=5 export x; echo "[$x]"; unset x
x=5 export y; echo "[$x]"
r=5 readonly r; declare -p r
f() { x=5 return 3; }; f; echo "[$x] $?"
f() { x=5 export x; }; x=1; f; declare -p x
set -o posix
z=5 :; echo "posix: [$z]"
