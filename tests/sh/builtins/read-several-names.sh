echo 'a b c d' | { read x y z; echo "[$x][$y][$z]"; }
