# [[ =~ ]] keeps compiled patterns by text and flags (ext_eval.c's
# rx_get): the same text under nocasematch, many patterns in turn, a bad
# one between good ones, and more groups than fit the stack buffer.
re='^([a-z]+)-([0-9]+)$'
for s in abc-12 ABC-12 x-1 -1; do
	if [[ $s =~ $re ]]; then echo "$s: ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"; else echo "$s: no"; fi
done
shopt -s nocasematch
[[ ABC-12 =~ $re ]] && echo "nocase: ${BASH_REMATCH[0]}"
shopt -u nocasematch
[[ ABC-12 =~ $re ]] || echo "case again: no"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 1 2 3; do
	[[ "a$i" =~ ^a($i)$ ]] && printf '%s ' "${BASH_REMATCH[1]}"
done
echo
bad='('
[[ x =~ $bad ]]; echo "bad: $?"
[[ ab-3 =~ $re ]]; echo "good after bad: $? ${BASH_REMATCH[2]}"
[[ x =~ $bad ]]; echo "bad again: $?"
g='(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)(m)(n)(o)(p)(q)(r)(s)'
[[ abcdefghijklmnopqrs =~ $g ]] && echo "${#BASH_REMATCH[@]} ${BASH_REMATCH[19]}"
f() { [[ $1 =~ ^(.)(.*)$ ]] && echo "${BASH_REMATCH[2]}${BASH_REMATCH[1]}"; }
for w in one two three; do f $w; done
