x=global
f() { local x=inner y=two; echo "$x $y"; }
f
echo "$x [${y-unset}]"
