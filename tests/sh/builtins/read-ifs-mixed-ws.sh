echo ' a : b ' | { IFS=' :' read x y z; echo "[$x][$y][$z]"; }
