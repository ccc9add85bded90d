# every resource letter bash has on Linux, -a in bash's layout and order
# (values vary by system: only the labels are compared), -p read only,
# -c and -f in 1024-byte blocks outside posix mode
ulimit -a | sed 's/) .*/)/'
ulimit -Ha | wc -l
ulimit -n -c | sed 's/) .*/)/'
ulimit -p
ulimit -p 8; echo "set -p: $?"
for l in R e i q r x u; do ulimit -$l >/dev/null; echo "-$l: $?"; done
(ulimit -f 10; ulimit -f; ulimit -Hf)
(ulimit -Sc 0; ulimit -c)
(ulimit -f 10; awk '/^Max file size/ { print $4 }' /proc/self/limits)
for l in b k P T; do ulimit -$l; echo "-$l: $?"; done
# posix mode: 512-byte blocks
set -o posix
(ulimit -f 10; ulimit -f; awk '/^Max file size/ { print $4 }' /proc/self/limits)
