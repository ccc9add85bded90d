select 1x in a; do :; done
