x=global
show() { echo "show: $x"; }
f() { local x=f-local; show; }
f
show
