echo "$'x'"
