cat <<EOF
hello
world
EOF
