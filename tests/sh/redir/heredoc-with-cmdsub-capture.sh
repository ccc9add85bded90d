x=$(cat <<EOF
captured text
EOF
)
echo "[$x]"
