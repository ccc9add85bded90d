set -u -f
set +o > opts
set +u +f
. ./opts
case $- in *u*) echo u-on;; esac
case $- in *f*) echo f-on;; esac
