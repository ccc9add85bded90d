[ "$PWD" = "$(pwd)" ] && echo pwd-matches
case $PWD in /*) echo absolute;; esac
