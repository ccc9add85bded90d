cat <<E | wc -l
x
E
