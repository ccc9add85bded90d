for
i in a; do :; done
