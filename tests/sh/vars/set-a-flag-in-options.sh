set -a
case $- in *a*) echo a-on;; esac
set +a
case $- in *a*) echo a-on;; *) echo a-off;; esac
