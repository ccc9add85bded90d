# A reference to an element whose subscript fails: the error is printed
# once and abandons the command line, in compiled code as in the
# interpreter (the fast paths leave references to the general expansion).
a=(1 2 3)
f() { local -n nr='a[1/0]'; echo $nr; echo "in f $?"; }
for i in 1; do f; echo "loop $?"; done
echo "st=$?"
g() { local -n r2='a[1/0]'; echo "$r2"; }
g; echo "g $?"
h() { local -n r3='a[1/0]'; x=$r3; echo "x=$x"; }
for i in 1 2; do h; done
echo "h $?"
k() { local -n r4='a[2 - 3]'; x=${r4:0:1} y=$r4; echo "x=$x y=$y"; case $r4 in 3) echo three;; esac; for w in $r4; do echo "w=$w"; done; }
for i in 1 2; do k; done
m() { local -n r5='a[1/0]'; case $r5 in *) echo case ;; esac; echo "m after"; }
m; echo "m $?"
n() { local -n r6='a[1/0]'; for w in $r6; do echo "w=$w"; done; echo "n after"; }
n; echo "n $?"
o() { local -n r7='a[1/0]'; x=${r7:0:1}; echo "o after"; }
o; echo "o $?"
echo end
