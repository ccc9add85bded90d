f() { local x=1; echo $x; } >log
