echo `echo \\$HOME | tr -d /` >/dev/null
echo `printf '%s\n' '\$x'`
