# compgen -F runs a function with $1 "compgen", $2 the word and reads
# COMPREPLY unfiltered; -C runs a command with the three words appended
# and takes its lines; both warn as bash does
_f() { echo "args=$# [$1] [$2] [$3]"; COMPREPLY=(one two "$2x"); }
compgen -F _f o; echo $?
compgen -F _f -W won -X 'two' o; echo $?
compgen -C 'echo c1; echo c2 $1' c; echo $?
compgen -F nosuchf x; echo $?
_g() { return 124; }
compgen -F _g x; echo $?
_h() { COMPREPLY=scalar; }
compgen -F _h
