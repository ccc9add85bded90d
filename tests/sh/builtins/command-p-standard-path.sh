# command -p searches the system's standard PATH (getconf PATH, as bash),
# also for -v and -V, whatever $PATH says
PATH=/nonexistent
command -pv sh
command -pV sh
command -p sh -c 'echo ran by command -p'
