mkdir d
unset PWD
cd d
case $PWD in /*/d) echo ok;; esac
