# shopt -s failglob: a pattern without a match fails that command line
# with status 1 ("no match: PAT"); the script goes on with the next line
shopt -s failglob
touch c d
echo before
echo nomatch* here
echo "status=$?"
x=nomatch*
echo "assign: $x"
case zz in zz*) echo case-ok ;; esac
echo c* d*
echo "a b"* ; echo "not reached"
echo \[x*
echo '*'x*
v='z*'
echo $v
echo "st=$?"
y=1 echo q*
echo "y=${y-unset}"
echo one; echo q*; echo two
echo end
