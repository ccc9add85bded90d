mkdir a b
cd a
cd ../b
cd - > /dev/null
cd - > /dev/null
echo "${PWD##*/} ${OLDPWD##*/}"
