set -- a b c
for a in "x$@y"; do echo "[$a]"; done
set -- one
for a in "x$@y"; do echo "[$a]"; done
