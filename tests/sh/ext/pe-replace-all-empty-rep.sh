p=/usr/local/bin
echo ${p//\//:}
echo ${p//\/}
