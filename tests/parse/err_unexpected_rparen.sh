echo a )
