export V=1
V=2
env | grep '^V='
