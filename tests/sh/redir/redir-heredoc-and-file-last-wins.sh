echo file > f
cat <<EOF < f
heredoc
EOF
