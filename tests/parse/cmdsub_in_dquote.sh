echo "$(echo "inner $x")"
