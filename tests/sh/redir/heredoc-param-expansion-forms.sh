unset u
v=val
cat <<EOF
${v} ${u-default} ${#v} ${v%l}
EOF
