# With fds 0 and 1 closed, a pipe's ends could land on them; the pipeline
# and the command substitution must still connect their processes.
exec 3>&1
exec <&- >&-
x=$(printf 'a\nb\n' | tr a-z A-Z | sort -r); echo "[$x]" >&3
x=$( (echo sub; echo more) | cat ); echo "[$x]" >&3
x=$(ls /proc/self/fd/0 /proc/self/fd/1 2>&1 | wc -l); echo "[$x]" >&3
