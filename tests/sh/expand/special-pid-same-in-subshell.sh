a=$$
b=$(echo $$)
c=$( (echo $$) )
[ "$a" = "$b" ] && echo cmdsub-same
[ "$a" = "$c" ] && echo nested-same
case $a in ''|*[!0-9]*) echo not-numeric;; *) echo numeric;; esac
