# declare -f and type print function bodies in bash's layout: ";" after
# the commands of a list and of then/do bodies, elif as else + if, do on a
# line of its own after for/select, "((...))", "$((...))" and `...` as written,
# [[ ]] parentheses where written and -n before a lone word, "case x in "
# with bare patterns, "( a;" subshells, redirections as "> f", "1>&2",
# "N>&-", a blank line after a here-document, "function" for a nested
# definition and { } around a body that is no group.  Differs on purpose:
# bash breaks a pipeline after a here-document operator oddly
# ("cat <<E |" ... "  tr a b"); Quirl keeps "cat <<E | tr a b" (not tested).
g() {
	{ echo a; echo b; } | while read -r l; do echo "$l"; done
	if a; then :; fi && echo ok || echo no
	f2() { echo inner; }
	time { sleep 0; }
	! { a; }
	[[ $x =~ ^a(b)$ ]] && echo m
	cat <<'Q' > f; echo after
$notexp
Q
	declare -a arr=(1 "2 3") ; local -i n=3
	echo $(( n * 2 )) ${arr[1]} "${arr[@]:1}" ${x//a/b}
	(
		cd /tmp
		ls
	)
	while :; do if a; then break; fi; done
	case "$1" in
		start) echo s ;;
		*) ;;
	esac
	x=1 y=2 cmd arg >/dev/null 2>&1 &
	coproc cat
	select s in 1; do :; done
	until a; do b; c; done
	echo "$(ls | wc -l)" $'a\tb' "q\"uo" 'it'\''s'
} 2>/dev/null
declare -f g
h() ( echo sub )
declare -f h
k() if true; then echo k; fi
declare -f k
f1() {
	local x=1 y
	if [[ $x == 1 && -n $y ]]; then echo yes; elif (( x > 2 )); then echo two; else echo no; fi
	for i in a b "c d"; do echo "$i"; done
	for ((i=0; i<3; i++)); do echo $i; done
	while read -r line; do echo "$line"; done < file
	until false; do break; done
	case $x in a|b) echo ab;; *) echo other;; esac
	a | b | c
	a && b || c
	! a
	{ a; b; } > out
	( a; b )
	x=$(echo hi) y=`echo ho`
	echo ${x:-d} ${#x} ${x%%a*} "${arr[@]}" $((x + 1))
	arr=(1 2 3)
	cat <<EOF2
body $x
EOF2
	a &
	return 3
}
declare -f f1
f2() { for x; do echo; done; select y in a b; do break; done; while a; do b; done; if a; then b; fi; case x in (a) ;; b) c;& d) e;;& esac; ((x=1)); ((x>2 ,y++)); [[ (a || b) && ! -n c ]]; echo `echo a` "`echo b`"; cat <in >out 2>>err 3<>rw 4<&0 5>&- >|clob &>both &>>both2 <<<"here" 2>&1; cat <&3; cat >&file; cat {fd}>x {g}<&-; x 0<&-; y <&-; z 1>&-; echo >&2; }
declare -f f2
type f2 | head -n 3
