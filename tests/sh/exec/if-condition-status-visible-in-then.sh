if (exit 3); then :; else echo "cond status=$?"; fi
