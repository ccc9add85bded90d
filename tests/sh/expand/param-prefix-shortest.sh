x=/usr/local/bin
echo ${x#*/}
echo ${x#/usr}
echo ${x#nomatch}
