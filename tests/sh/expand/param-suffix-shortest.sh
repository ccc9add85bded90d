x=file.tar.gz
echo ${x%.*}
echo ${x%.gz}
echo ${x%nomatch}
