mkdir sub
cd sub
echo "${PWD##*/}"
pwd | sed 's,.*/,,'
