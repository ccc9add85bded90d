mkdir sub
old=$PWD
cd sub
[ "$PWD" = "$old/sub" ] && echo pwd-updated
[ "$OLDPWD" = "$old" ] && echo oldpwd-set
[ "$PWD" = "$(pwd)" ] && echo matches
