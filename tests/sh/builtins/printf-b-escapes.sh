printf '%b\n' 'a\tb' 'c\\d'
