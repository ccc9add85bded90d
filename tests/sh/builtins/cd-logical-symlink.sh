mkdir -p real/inner
ln -s real/inner link
start=$PWD
cd link
echo "${PWD##*/}"
cd ..
[ "$PWD" = "$start" ] && echo back-at-start
