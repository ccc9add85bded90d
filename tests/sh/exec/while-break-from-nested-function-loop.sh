f() { for i in 1 2 3; do [ $i = 2 ] && return; echo $i; done; }
while :; do f; break; done
echo end
