set -u
echo "[${u-default}] [${u:-d2}] [${u+alt}]"
