n=0
printf 'x\ny\n' | { while read l; do n=$((n+1)); done; echo $n; }
