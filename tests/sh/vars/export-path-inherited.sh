env | grep -c '^PATH='
