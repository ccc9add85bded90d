R=1
readonly R
export R
env | grep '^R='
