# 300 process substitutions leave no descriptor open in the shell
# (tests/reliability/load runs 10000).  The first wait may create
# descriptors that stay (a SIGCHLD self-pipe): warm it up first.
: <(:); /bin/true & wait
set -- /proc/$$/fd/*; before=$#
for ((i = 0; i < 300; i++)); do : <(:); done
set -- /proc/$$/fd/*
echo "leaked after 300: $(($# - before))"
f() { cat "$1" >/dev/null; }
for i in 1 2 3; do f <(echo $i); : > >(:); done
while read -r x; do :; done < <(echo a)
exec 4< <(echo b)
exec 4<&-
set -- /proc/$$/fd/*
echo "leaked after the other forms: $(($# - before))"
