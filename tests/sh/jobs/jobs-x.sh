# jobs -x COMMAND ARGS: each ARG that names a job becomes the job's
# process group ID (the shell's own group without job control), then
# COMMAND runs (a builtin, a function or a program) and gives the status.
# An ARG that names no job stays; an ambiguous one is reported and stays.
# The process group from /proc by a program: qemu-user fakes the
# emulated shell's own /proc/PID/stat with zeros in most fields.
pg=$(cut -d' ' -f5 /proc/$$/stat)
sleep 5 & sleep 6 &
show() { sed "s/$pg/PG/g"; }
jobs -x echo %1 %+ x%1 %% %- '%sleep 6' %?6 -- %3 %nosuch % | show
jobs -x echo %sleep; echo $?
jobs -x true; echo $?
jobs -x false; echo $?
jobs -x; echo $?
f() { echo "f:$#:$*"; return 3; }
jobs -x f %2 'a b' | show
jobs -x f %2 >/dev/null; echo $?
jobs -x sh -c 'echo "$1"' sh %1 | show
jobs -x nosuchcmd %1; echo $?
jobs -x eval 'echo $1'; echo $?
jobs -x -l echo a; echo $?
jobs -lx echo b; echo $?
jobs -p -x echo c; echo $?
jobs -q; echo $?
kill %1 %2
