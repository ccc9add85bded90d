# unset in a function of a variable local to a calling function removes
# that local, so the next assignment reaches the scope below it (bash's
# dynamic scoping; bash-completion's _upvars relies on it)
g() { unset -v x; x=val; }
f() { local x=f; g; echo "f: $x"; }
f; echo "global: ${x-unset}"
h() { local y=h; k; echo "h: $y"; }
k() { local y=k; u; echo "k: ${y-unset}"; }
u() { unset -v y; y=u; }
h; echo "global: ${y-unset}"
m() { local z=m; unset z; echo "m: ${z-unset}"; z=2; echo "m: $z"; }
z=g; m; echo "global: $z"
