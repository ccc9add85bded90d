set -f
case $- in *f*) echo f-on;; *) echo f-off;; esac
set +f
case $- in *f*) echo f-on;; *) echo f-off;; esac
set -u
case $- in *u*) echo u-on;; *) echo u-off;; esac
