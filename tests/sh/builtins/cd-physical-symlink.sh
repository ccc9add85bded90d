mkdir -p real/inner
ln -s real/inner link
cd -P link
echo "${PWD##*/}"
cd ..
echo "${PWD##*/}"
