# output buffered for a closed stdout is not lost silently: the failed
# flush is reported and the script's exit status says so
exec 3>&1
exec >&-
echo hi
echo "after echo" >&3
for i in 1 2; do echo "loop $i"; done
echo end >&3
