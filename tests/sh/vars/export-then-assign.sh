export EXPZ
EXPZ=late
env | grep '^EXPZ='
