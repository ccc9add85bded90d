echo '  a b  ' | { read; echo "[$REPLY]"; }
