case $PPID in ''|*[!0-9]*) echo bad;; *) echo numeric;; esac
(case $PPID in ''|*[!0-9]*) echo bad;; *) echo numeric;; esac)
