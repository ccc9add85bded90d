x=world
cat <<'EOF'
hello $x
$(echo no) `no`
back\slash
EOF
