(set -- a b c; echo "$#")
echo "$#"
