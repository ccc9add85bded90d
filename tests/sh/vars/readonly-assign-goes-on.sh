# bash 5.2 outside posix mode: a readonly assignment abandons the rest of
# the line (also from inside a function, a group or a while condition)
# and the script goes on with status 1; a readonly for/select name, an
# arithmetic assignment, read, printf -v, local and declare fail with
# status 1; a prefix assignment only warns and the command runs.
readonly x=1
x=2; echo same
echo "after $?"
x=3 true; echo "same2 $?"
x=3 /bin/echo ext; echo "same3 $?"
f() { x=4; echo inf; }
f; echo same4
echo "after4 $?"
for x in 1; do echo body; done; echo "same5 $?"
g() { local x=5; echo g $x; }; g
x+=1; echo s7
(x=1; echo sub); echo "after7 $?"
{ x=2; echo grp; }; echo after8
declare x=9; echo "s9 $?"
export x=9; echo "s10 $?"
(( x = 5 )); echo "same11 $?"
let x=5; echo "same12 $?"
read x <<< 5; echo "same13 $?"
: $(( x = 6 )); echo same14
echo "after14 $?"
for ((x=0;x<1;x++)); do echo body; done; echo "same15 $?"
printf -v x 5; echo "same16 $?"
a=(1); readonly a; a[1]=2; echo same17
echo "after17 $?"
declare -A m=([k]=1); readonly m; m[z]=1; echo same18
echo "after18 $?"
while x=1; do echo w; break; done; echo same19
echo "after19 $?"
x=1 y=2; echo same20
echo "after20 ${y-unset}"
h() { echo "h $x"; return 3; }
x=7 h; echo "same21 $?"
x=1 eval 'echo ev'; echo "same22 $?"
select x in a; do echo s; done <<< 1; echo "same23 $?"
echo "end $x"
