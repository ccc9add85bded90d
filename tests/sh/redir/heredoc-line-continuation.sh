cat <<EOF
one \
two
EOF
cat <<'EOF'
three \
four
EOF
