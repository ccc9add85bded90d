echo 'g() { echo "g $1"; }' > lib.sh
. ./lib.sh
g x
