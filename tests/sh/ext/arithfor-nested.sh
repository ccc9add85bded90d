for ((i=1;i<=3;i++)); do for ((j=1;j<=i;j++)); do printf '%d%d ' $i $j; done; done; echo
