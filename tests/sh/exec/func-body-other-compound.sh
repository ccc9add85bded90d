f() if [ "$1" = y ]; then echo yes; else echo no; fi
f y
f n
g() for i in 1 2; do echo "g$i"; done
g
