echo "$PATH"
