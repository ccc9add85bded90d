x=1
cat <<E"O"F
$x literal
EOF
