# the time reserved word (bash): TIMEFORMAT with fixed text, printed on
# the shell's stderr after the pipeline (so a redirection of the timed
# command does not catch it), `!` on either side, a bare time
TIMEFORMAT='fixed'
time true
time echo hi 2>/dev/null
{ time echo x; } 2>/dev/null
time false; echo "st=$?"
! time false; echo "st=$?"
time ! false; echo "st=$?"
time
time echo a | cat
f() { return 4; }
time f; echo "f=$?"
time (exit 5); echo "sub=$?"
time { echo grp; }
x=$(time echo inner 2>/dev/null); echo "[$x]"
TIMEFORMAT='%Q'
time true; echo "bad st=$?"
TIMEFORMAT='ab%x'
time true
TIMEFORMAT=
time true
TIMEFORMAT='a\tb%'
time true
TIMEFORMAT='100%%'
time true
type time
g() { TIMEFORMAT=R; time return 3; echo no; }
g; echo "g=$?"
for i in 1 2; do TIMEFORMAT=C$i; time continue; done
h() { TIMEFORMAT=H; time exit 5; }
(h); echo "h=$?"
TIMEFORMAT=E; time { exit 6; }
