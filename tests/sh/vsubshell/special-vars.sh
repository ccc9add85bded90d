# Variables another process would see differently, and state behind
# special variables.
# (bash also reseeds RANDOM in a subshell; Quirl does not, forked or not)
RANDOM=42; a=$RANDOM; RANDOM=42
b=$(echo $RANDOM); c=$RANDOM
[ "$a" = "$c" ] && echo random-same
(RANDOM=7); d=$RANDOM; RANDOM=42; : $RANDOM; e=$RANDOM; [ "$d" = "$e" ] && echo random-state-kept
[ "$(echo $BASHPID)" != "$BASHPID" ] && echo bashpid-differs
[ "$(echo $$)" = "$$" ] && echo pid-same
hash -r; x=$(cat </dev/null; echo ok); echo "x=$x"; hash
y=$(PATH=/nonexistent; ls 2>/dev/null; echo "st=$?"); echo "y=$y"; ls / >/dev/null && echo ls-found
OPTIND=1; set -- -a -b; getopts ab o; z=$(getopts ab o; echo "$o $OPTIND"); echo "z=$z o=$o OPTIND=$OPTIND"
getopts ab o; echo "next: $o $OPTIND"
