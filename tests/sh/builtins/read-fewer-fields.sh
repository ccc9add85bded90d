echo 'a' | { read x y z; echo "[$x][$y][$z]"; }
