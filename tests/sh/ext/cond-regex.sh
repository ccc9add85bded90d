[[ abc123 =~ ^[a-z]+([0-9]+)$ ]] && echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]}"
