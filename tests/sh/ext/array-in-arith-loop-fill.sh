for ((i=0;i<5;i++)); do sq[i]=$((i*i)); done
echo ${sq[@]}
