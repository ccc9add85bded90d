f() { local -a xs; xs=(a b); echo ${#xs[@]}; }
f
