export EXPX=one
env | grep '^EXPX='
