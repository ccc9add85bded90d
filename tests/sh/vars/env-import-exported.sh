env | grep -c '^HOME='
LC_ALL=POSIX
env | grep '^LC_ALL='
