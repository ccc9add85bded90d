i=0
while [ $i -lt 2000 ]; do echo line $i || break; i=$((i+1)); done 2>/dev/null | head -n 2
echo "status=$?"
