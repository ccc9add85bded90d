# A for or select variable that is no name is bash's runtime error, not a
# syntax error: the word as written (quotes and all) in the message, the
# loop's status 1, its words not expanded, no errexit and no ERR trap (the
# loop is no simple command); the script goes on.  A function whose last
# command is such a loop returns 1, which set -e does act on.
for 1 in a; do echo no; done
echo "status $?"
for "a" in b; do echo no; done
echo "status $?"
x=y
for $x in $(echo expanded >&2); do echo no; done
echo "status $?"
for a[1] in b; do echo no; done
echo "status $?"
for 2x; do echo no; done
echo "status $?"
select 1x in a; do break; done
echo "status $?"
f() { for 1 in a; do :; done; echo "in f $?"; }
f
f
for i in 1 2; do
	for 1 in a; do :; done
	echo "$i $?"
done
trap 'echo ERR' ERR
set -e
for 1 in a; do :; done
echo "status $?"
g() { for 1 in a; do :; done; }
g
echo notreached
