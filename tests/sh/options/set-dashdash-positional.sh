set -- a "b c" d
echo "$#"
echo "$2"
set --
echo "$#"
