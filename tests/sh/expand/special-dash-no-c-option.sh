case $- in *c*) echo has-c;; *) echo no-c;; esac
case $- in *i*) echo has-i;; *) echo no-i;; esac
