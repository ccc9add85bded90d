mkdir h
HOME=$PWD/h
cd
echo "${PWD##*/}"
