cat <<EOF
hello $USER $(date) `pwd`
EOF
