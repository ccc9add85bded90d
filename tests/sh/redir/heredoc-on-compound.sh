while read a; do echo "[$a]"; done <<EOF
x
y
EOF
if true; then cat; fi <<EOF
in if
EOF
