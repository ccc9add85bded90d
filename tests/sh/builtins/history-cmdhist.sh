# shopt cmdhist (on by default): the lines of a command read on several
# lines make one history entry, joined as bash joins them: '; ' after the
# end of a command, ' ' after a token that a ';' may not follow (| && ( {
# then do in, a case pattern's ')', NAME(), function NAME, the elements of
# NAME=(...)), nothing after a backslash-newline, a newline inside quotes,
# $(...) and after a comment; a comment line between commands goes.
# lithist keeps the newlines; cmdhist off makes each line an entry.
# Where Quirl differs on purpose: bash ends a here-document's entry with
# an empty line, and turns a newline inside ${x:-...} into a blank (which
# changes the command when it is recalled); Quirl keeps the text.
set -o history
for i in 1 2
do echo $i
done
if true
then
echo a
else
echo b
fi
f() {
echo x
}
f
{ echo a;
echo b; }
{ true &
wait; }
echo 'multi
line'
cat <<E
hd
E
echo a |
cat
true &&
echo b
case x in
x) echo c;;
esac
case y in
y)
echo y
;;
esac
(
echo sub
)
echo a \
b
a=(1
2)
declare -a arr=(
1
2
)
echo ${#arr[@]}
while false; do
# comment
:
done
{ echo "x" # comment
echo y; }
x=$(echo a
echo b)
echo "$x"
[[ -n x &&
-n y ]]
function g
{
:
}
if
echo then
then :; fi
for w in do
do echo $w; done
{ echo then
echo done; }
{ (echo a)
echo b; }
case x in
(x) echo c
;;
esac
shopt -s lithist
for i in 1
do :; done
shopt -u lithist cmdhist
for i in 1
do :; done
shopt -s cmdhist
history
