x=/usr/local/bin
echo ${x##*/}
echo "[${x##*}]"
echo ${x##/u}
