unset u
echo ${u:-$(echo from cmd)}
s=set
echo ${s:-$(echo not run > marker)}
[ -e marker ] && echo evaluated || echo not evaluated
