export SUB=val
(env | grep '^SUB=')
echo "$(env | grep '^SUB=')"
