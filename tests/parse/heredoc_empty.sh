cat <<E
E
