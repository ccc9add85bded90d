set -- $(printf 'a b\nc')
echo "$#"
set -- "$(printf 'a b\nc')"
echo "$#"
