echo 'a\tb' | od -c | sed -n 1p
