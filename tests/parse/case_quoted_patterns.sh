case $x in "*") ;; '?'|[ab]*) ;; $y) ;; esac
