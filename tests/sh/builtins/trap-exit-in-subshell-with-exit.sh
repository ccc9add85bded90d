( trap 'echo sub-trap' EXIT; exit 4 )
echo "status $?"
