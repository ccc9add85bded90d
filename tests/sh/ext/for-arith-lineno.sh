for ((i=0;i<1;i++)); do
  echo $LINENO
done
