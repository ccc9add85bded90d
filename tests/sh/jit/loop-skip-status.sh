# $? of a loop left by a skip that set $? itself: return in the
# condition, and `return N` in a trap action run at the loop's edge, keep
# their status (the loop used to put back its last body's status); both
# tiers.
f() { while return 3; do :; done; echo no; }
f; echo "while-cond $?"
g() { until return 4; do :; done; }
g; echo "until-cond $?"
h() { local n=0; while [ $n -lt 2 ]; do n=$((n+1)); false; done; }
h; echo "body $?"
k() {
	trap 'return 7' USR1
	local i=0
	while :; do
		i=$((i+1))
		if [ $i -eq 50 ]; then kill -USR1 $$; fi
	done
}
k; echo "trap-edge $?"
trap - USR1
m() {
	trap 'return 9' USR2
	local i
	for ((i = 0; ; i++)); do
		if ((i == 40)); then kill -USR2 $$; fi
		true
	done
}
m; echo "arith-for-trap $?"
trap - USR2
p() { for w in a b; do while return 5; do :; done; done; }
p; echo "nested $?"
