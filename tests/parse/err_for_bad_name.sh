for 1 in a; do :; done
