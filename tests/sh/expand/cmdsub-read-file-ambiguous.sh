# $(< WORD) takes its file name by the rule of every redirection: outside
# posix mode a word that expands to several fields or none is bash's
# ambiguous redirect (status 1); a glob that matches one file names it.
printf 'one\n' > f1
printf 'two\n' > f2
x="f1 f2"
y=$(< $x); echo "several: [$y] $?"
y=$(< $nothing); echo "none: [$y] $?"
y=$(< f*); echo "two matches: [$y] $?"
y=$(< *1); echo "one match: [$y] $?"
y=$(< "$x"); echo "quoted: [$y] $?"
echo "$(< $x)" after
set -o posix
y=$(< $x); echo "posix: [$y] $?"
