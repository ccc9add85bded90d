x=world
cat <<EOF
hello $x
sum $((1+2))
cmd $(echo sub)
tick `echo back`
EOF
