(( x = 1 + 2 ))
(( y = $x * 2 ))
((echo a); (echo b))
