set -x
if true; then echo in; fi
while false; do :; done
