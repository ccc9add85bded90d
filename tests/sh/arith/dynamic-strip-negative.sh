# $((...)) with parameters whose values are negative, or that are stripped
# by # ## % %% with a literal pattern: the value is substituted into the
# text before it is parsed.  (Quirl reuses the parsed text while the
# values are plain decimals, negative ones only where no '-' precedes
# them; every other value takes the text path.)
x=5
for v in -1 -7 0 3 -0 --1 ' -1' -01 1-; do
	echo "[$v] $((x + $v)) $((x+$v)) $((x * $v)) $(( $v ** 2 )) $(( -$v ))"
done
# "x--1": x-- then 1 is a syntax error, as in bash
v=-1
( echo $((x-$v)) ) 2>&1 | sed 's/^.*: line [0-9]*: //'
echo $((x - $v)) $((x - -$v))
# stripped parameters, as the game of life's neighbour offsets
w=20 h=20
for d in -1:-1 -1:0 0:1 1:-1 1:1 12:07 :5 5: x:1; do
	yy=$(( (3 + ${d%:*} + h) % h ))
	xx=$(( (19 + ${d#*:} + w) % w ))
	echo "$d -> $yy $xx"
done
p=a123 s=123456
for i in 1 2 3; do
	echo $(( ${p#a} + i )) $(( ${s%??} * i )) $(( ${s##*[34]} - i )) $(( ${s%%[56]*} + i ))
done 2>&1 | sed 's/^.*: line [0-9]*: //'
# a pattern that leaves text which is not a number
q=4:x
f() { echo $(( ${q%:*} + $1 )) $(( ${q#*:} + $1 )); }
x=10
f 1
f -2
# unset names: empty text, or an error under set -u
unset u
echo $(( 1 + ${u%:*} + 1 ))
( set -u; echo $(( 1 + ${u%:*} )) ) 2>&1 | sed 's/^.*: line [0-9]*: //'
# division by zero reported with the substituted text
d=0:0
( echo $(( 10 / ${d%:*} )) ) 2>&1 | sed 's/^.*: line [0-9]*: //'
d=-4:2
echo $(( 10 / ${d%:*} )) $(( 10 % ${d#*:} ))
# many iterations in a loop (compiled by the JIT)
sum=0
for d in -1:-1 -1:0 -1:1 0:-1 0:1 1:-1 1:0 1:1 -3:4 2:-5; do
	for k in 1 2 3 4 5 6 7 8 9 10 11 12; do
		sum=$(( sum + k * ${d%:*} - ${d#*:} ))
	done
done
echo "sum $sum"
