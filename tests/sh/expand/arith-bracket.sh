# $[ expr ] is bash's old spelling of $(( expr )): nested brackets belong
# to the expression, quotes and expansions work as inside $(( )), and
# declare -f and set -x show it as written.
x=3 a=(5 6)
echo $[1+2] "$[ x * 2 ]" $[a[1]+1] $[ $x + 1 ] $[] "[$[x]]"
f() { echo "$[ (x + 1) * 2 ]"$[x]; }
declare -f f
f
cat <<END
here $[x ** 2]
END
for ((i = 0; i < 3; i++)); do s=$[s + i]; done
echo "s=$s"
set -x
echo $[4 + 4]
set +x
echo \$[1] '$[1]' $ [1]
( echo $[1 / 0] ) 2>&1 | sed 's/^.*: line [0-9]*: //'
