cat <<EOF
line one
line two
EOF
