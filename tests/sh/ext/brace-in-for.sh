for i in {1..3}; do printf '%s ' $i; done; echo
