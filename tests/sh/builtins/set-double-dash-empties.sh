set -- a b
set --
echo "$#"
