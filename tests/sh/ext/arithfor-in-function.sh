f() { local i; for ((i=$1; i>0; i--)); do printf '%s ' $i; done; echo; }
f 4
