fi
