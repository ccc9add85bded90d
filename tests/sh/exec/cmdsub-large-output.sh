x=$(i=0; while [ $i -lt 3000 ]; do echo "line $i"; i=$((i+1)); done)
printf '%s\n' "$x" | wc -l | tr -d ' '
printf '%s\n' "$x" | tail -n 1
