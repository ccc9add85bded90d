mkdir a b
cd a
cd ../b
echo "${OLDPWD##*/} ${PWD##*/}"
