read a b <<EOF2
first second third
EOF2
echo "$a|$b"
