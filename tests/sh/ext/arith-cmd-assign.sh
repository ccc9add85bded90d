(( x = 6 * 7 )); echo $x
(( x++ )); echo $x
(( --x )); echo $x
