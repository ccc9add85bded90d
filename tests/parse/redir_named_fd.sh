exec {fd}>f {in}<g {a[1]}>>h
: {fd}>&- {x}<&0
{fd}>f echo
echo {a,b}>f {1x}>g {}>h
