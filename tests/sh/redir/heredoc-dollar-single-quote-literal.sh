cat <<EOF
$'not special'
EOF
