i=0 s=0
while [ $i -lt 5 ]; do s=$((s+i)); i=$((i+1)); done
echo $s
