(echo one > a) &
(echo two > b) &
wait
cat a b
