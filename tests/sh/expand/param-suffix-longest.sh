x=file.tar.gz
echo ${x%%.*}
echo ${x%%*}
echo "[${x%%f*}]"
