a=10 b=9
[[ $a -gt $b ]] && echo num
[[ $a > $b ]] || echo string-order
