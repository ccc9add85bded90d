# A here-document is not a file the script writes: under a small
# `ulimit -f` one over 4 kB used to kill the shell with SIGXFSZ (issue 29).
ulimit -f 2
x=$(head -c 5000 /dev/zero | tr '\0' a)
cat <<E | wc -c
$x
E
echo st=$?
