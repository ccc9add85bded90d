v='a   b'
export E=$v
printf '[%s]\n' "$E"
