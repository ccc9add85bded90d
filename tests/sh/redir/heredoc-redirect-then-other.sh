cat <<EOF > out
to file
EOF
cat out
