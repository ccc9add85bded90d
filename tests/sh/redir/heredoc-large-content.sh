n=0
body=
while [ $n -lt 2000 ]; do body="$body$n
"; n=$((n+1)); done
cat <<EOF | tail -n 2
$body
EOF
