# x=${v#lit} ${v##lit} ${v%lit} ${v%%lit} inside compiled loops, alone, in a
# longer word and in echo, against the interpreter's expansion
i=0
for pair in 1000:M 900:CM 5:V 'a b:c d' :: '' 'x*y:[z]' 'é:ü'; do
	v=${pair%%:*} sym=${pair#*:} w="<${pair%:*}|${pair##*:}>"
	echo "$i [$v] [$sym] $w"
	echo ${pair%%:*} "${pair#*:}" x${pair#?}
	i=$((i + 1))
done
s=abcdef r=
while [ -n "$s" ]; do
	rest=${s#?}
	r="${s%"$rest"}$r"
	s=$rest
done
echo "$r"
f=report.tar.gz n=0
while [ $n -lt 3 ]; do
	base=${f%%.*} ext=${f#*.} last=${f##*.} stem=${f%.*}
	echo "$base $ext $last $stem ${f%} ${f#}"
	f=$stem.$n n=$((n + 1))
done
set -- /usr/local/bin/quirl
k=0
while [ $k -lt 2 ]; do
	echo "${1##*/} ${1%/*} ${1#/usr}"
	k=$((k + 1))
done
unset u
for j in 1 2; do echo "[${u#x}]" [${u%%*}]; done
IFS=: k=0
while [ $k -lt 2 ]; do
	p=a:b:c
	echo ${p#a} "${p#a}"
	k=$((k + 1))
done
IFS=' '
declare -l low
declare -i num
k=0
while [ $k -lt 2 ]; do
	src=ABC7x
	low=${src%x} num=${low#abc}
	readonly ro=1
	echo "$low $num"
	k=$((k + 1))
done
shopt -s extglob
k=0
while [ $k -lt 2 ]; do
	t=aaa-bbb
	echo "${t#+(a)}" "${t%%-*}" "${t##~}"
	k=$((k + 1))
done
