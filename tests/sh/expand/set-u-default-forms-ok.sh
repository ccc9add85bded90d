set -u
unset u
echo "[${u-dflt}] [${u:-d2}] [${u+alt}]"
