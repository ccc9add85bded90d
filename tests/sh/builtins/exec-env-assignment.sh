X=1 exec env | grep '^X='
