while read line; do
  echo "got: $line"
done <<EOF
a
b c
EOF
