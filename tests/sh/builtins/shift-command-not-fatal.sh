set -- a
command shift 5
echo "continued $? $#"
