set -euf
case $- in *e*) echo e;; esac
case $- in *u*) echo u;; esac
case $- in *f*) echo f;; esac
set +euf
