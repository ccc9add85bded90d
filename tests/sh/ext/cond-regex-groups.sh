s='key=value'
if [[ $s =~ ^([^=]+)=(.*)$ ]]; then echo "${BASH_REMATCH[1]}|${BASH_REMATCH[2]}|${#BASH_REMATCH[@]}"; fi
