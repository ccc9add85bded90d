export E=orig
E=tmp env | grep '^E='
env | grep '^E='
