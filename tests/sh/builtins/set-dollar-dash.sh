set -f -u
case $- in *f*u*|*u*f*) echo has-fu;; esac
set +f +u
case $- in *f*|*u*) echo still;; *) echo cleared;; esac
