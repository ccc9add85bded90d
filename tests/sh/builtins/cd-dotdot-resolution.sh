mkdir -p a/b
cd a/b/../b/.
echo "${PWD##*/}"
case $PWD in *..*|*/./*) echo unclean;; *) echo clean;; esac
