echo [ab] x=y a[1]=2
