cat <<'EOF'
$HOME `pwd` \$
EOF
cat <<"E"
$x
E
cat <<\E
$x
E
cat <<E'O'F
$x
EOF
