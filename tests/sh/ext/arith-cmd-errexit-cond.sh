set -e
if (( 0 )); then echo a; fi
(( 0 )) || echo handled
echo end
