n=10
(( n += 5, n *= 2 ))
echo $n
(( n %= 7 )); echo $n
(( n <<= 3 )); echo $n
