mkdir d
cd d
case $PWD in /*/d) echo abs;; esac
