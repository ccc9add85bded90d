v='2 + 3'
(( r = v * 2 ))
echo $r
