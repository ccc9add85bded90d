# ${s:off:len} as part of a bigger word (the general expansion): offsets
# are arithmetic, evaluated once each, in order, with their side effects.
digits=0123456789abcdefghijklmnopqrstuvwxyz
n=123456789 s=""
while (( n > 0 )); do
	s="${digits:n % 36:1}$s"
	n=$(( n / 36 ))
done
echo "$s"
i=0 w=abcdef
echo "<${w:i++:1}${w:i++:1}-${w:i:2}>" "i=$i"
k=2
echo "[${w:$k:2}|${w:"1":2}|${w: -2}|${w:k}|${w:1:-1}|${w:7}|${w:0:0}]"
x="pre${w:k*2:k-1}post"
echo "$x"
# multibyte characters count as one each
LC_ALL=C.UTF-8
m='aé€b'
echo "(${m:1:2})" "(${m: -1})"
unset LC_ALL
# an unset operand is 0; an unset value gives an empty string
unset u
echo "{${w:u:2}}{${u:1:2}}"
# a length that ends before the offset
echo "a${w:4:-3}b"
echo "not reached"
