n=-4
echo $((n*n)) $((-n)) $((n-n))
