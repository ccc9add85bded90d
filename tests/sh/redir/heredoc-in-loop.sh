for i in 1 2 3; do
cat <<EOF
iteration $i
EOF
done
