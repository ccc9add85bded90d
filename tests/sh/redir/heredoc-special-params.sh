set -- a b
cat <<EOF
$# $1 $2 $*
EOF
