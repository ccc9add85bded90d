cat <<E
no end
