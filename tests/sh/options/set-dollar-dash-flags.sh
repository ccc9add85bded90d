set -f
set -u
case $- in *f*) echo f;; esac
case $- in *u*) echo u;; esac
set +f +u
case $- in *f*|*u*) echo still;; *) echo cleared;; esac
