[[ $EPOCHREALTIME =~ ^[0-9]+\.[0-9]{6}$ ]] && echo ok
