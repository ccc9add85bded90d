x=v
cat <<EOF
\$x is literal
\\ one backslash
\` backquote
\a stays
"dq" and 'sq' unchanged
EOF
