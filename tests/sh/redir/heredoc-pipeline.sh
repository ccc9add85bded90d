cat <<EOF | tr a-z A-Z
shout
EOF
