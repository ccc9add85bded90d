# A variable whose value refers back to itself runs into the recursion
# limit; the message names the text being evaluated at that level, and
# the error token is that text (bash 5.2).  The line is abandoned.
r=r+1
echo $((r)); echo notreached
a=a
(( a )); echo notreached
x=(1)
x[0]=x[0]+1
echo $(( x[0] )); echo notreached
f() { local n=m m=n; echo $((n + 1)); echo notreached; }
f
for i in 1 2; do echo $((r * i)); done
echo "end $?"
