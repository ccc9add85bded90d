f() {
cat <<EOF
arg=$1
EOF
}
f first
f second
