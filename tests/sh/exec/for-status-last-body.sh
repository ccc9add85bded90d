for x in 1 2; do (exit $x); done
echo "$?"
