x=4
: $((x/=0))
echo after
