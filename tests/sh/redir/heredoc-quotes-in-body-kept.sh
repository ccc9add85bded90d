x=v
cat <<EOF
"$x" '$x'
EOF
