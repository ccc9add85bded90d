mkdir sub
(cd sub && pwd | sed 's|.*/||')
pwd | sed 's|.*/||' | grep -v '^sub$' >/dev/null && echo "still outside"
