# ${v:off:len} with a length that ends before the offset (or any negative
# length of a list): bash names the length's text, abandons the command
# line with status 1 and goes on (posix mode too).
s=abc
echo "1: ${s:1:-7}"
echo "st=$?"
echo "2: ${s: -9}"
echo "3: ${s: -9:1}"
a=(x y z)
echo "4: ${a[@]:1:-9}"
echo "st=$?"
set -- p q r
echo "5: ${@:1:-9}"
echo "st=$?"
[[ ${s:1:-7} == x ]]; echo "6 st=$?"
v=${s:1:-7}; echo "7 st=$? v=$v"
echo "8: ${a[1]:1:-7}"
echo "9: ${s:5:-1}"
echo "10: ${s:0:-3}"
echo "11: ${s:0:-4}"
f() { local x=${s:2:-5}; echo "f $x"; }; f; echo "f st=$?"
for i in 1; do echo "${s:1:-9}"; echo "loop"; done
echo "12: ${a[*]:0:-1}"
echo end
s=abc; x=-7
echo "${s:1:x}"
echo "${s:1:-2*4}"
echo "${s:1:x+0}"
echo "${s:1: -7 }"
a=(1 2 3)
echo "${a[@]:1:0}" "${a[@]:1:-0}" end
set -- a b
echo "${@:1:x}"
echo "${@: -1:-1}"
echo "${a[@]: -9:-1}"
echo "${a[@]:9:-1}" end
s=abcdef
f() {
	local i
	for ((i = 0; i < 3; i++)); do
		x=${s:i:-4}
		echo "i=$i x=$x"
	done
	echo "f done"
}
f; echo "after f $?"
echo "st=$?"
g() { local y=${s:4:-3}; echo "g $y"; }
for k in 1 2; do g; echo "k=$k"; done
echo "st=$?"
x=$(echo "${s:3:-4}"; echo in-cmdsub); echo "x=$x st=$?"
( echo "${s:3:-4}"; echo in-sub ); echo "sub st=$?"
echo "${s:3:-4}" | cat; echo "pipe st=${PIPESTATUS[*]}"
declare d=${s:5:-2}; echo "declare st=$?"
cat <<E
${s:5:-2}
E
echo "heredoc st=$?"
echo "${x:-${s:5:-2}}"
echo "${u:-${s:5:-2}}" other
echo "nested st=$?"
set -e
echo "${s:5:-2}"
echo "after set -e $?"
set +e
set -o posix
echo "${s:5:-2}"; echo same line
echo "posix: $?"
