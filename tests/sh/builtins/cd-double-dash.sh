mkdir -- -dir
cd -- -dir
echo "${PWD##*/}"
