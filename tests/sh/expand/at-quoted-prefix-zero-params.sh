set --
for a in "x$@y"; do echo "[$a]"; done
