# `local` at the top of a $(...) run from a function makes a local of
# the subshell only: the function's own scope is as before.
y=G
f() { x=$(local y=1; echo $y); echo "x=$x y=$y"; y=H; }
f; echo "after f: y=$y"
g() { local -; x=$(local -; set -u; echo in); echo "$-" | tr -d hB; }
g; echo "$-" | tr -d hB
h() { local a=(1 2); x=$(local a=(3); local b=(5 6); echo ${a[*]}); echo "x=$x a=${a[*]}"; }
h; echo "a=${a-unset}"
k() { local v=K; w=$(declare v=D; local n=N; echo "$v$n"); echo "w=$w v=$v n=${n-unset}"; v=K2; }
v=top; k; echo "v=$v"
