# coproc, time and select inside a loop (compiled under QUIRL_JIT=always:
# the JIT hands these nodes to the interpreter)
for i in 1 2 3; do
	coproc { read -r x; echo "$x$x"; }
	echo "$i" >&"${COPROC[1]}"
	read -r y <&"${COPROC[0]}"
	echo "$y"
	wait
	TIMEFORMAT="t$i"; time :
	select s in a b; do echo "$s"; break; done <<< "$i" 2>/dev/null
done
