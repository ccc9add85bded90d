set -- a b
echo "[$3] [${3-unset}] [${12:-none}]"
