set -- '' b
echo "[${1:-d1}] [${1-d1}] [${2:+alt}] [${3-none}] [${3+set}]"
