# compgen -A job, running and stopped (and complete -A job) produce the
# first word of each job's command, highest job number first, with
# duplicates, as bash does.
set -m
sleep 10 &
sleep 11 | cat &
{ sleep 12; } &
compgen -A job
echo ---
kill -STOP %1
i=0 # (bounded, so that a shell without the action cannot hang)
until compgen -A stopped >/dev/null || [ $i -ge 1000000 ]; do i=$((i+1)); done
compgen -A running
echo ---
compgen -A stopped
echo ---
compgen -A job sl
compgen -j zz
echo "no match: $?"
{ kill -9 %1 %2 %3; wait; } 2>/dev/null
echo done
