# Extglob groups: a bracket expression inside a group keeps its '|' and
# ')' (bash 5.2 reads [a|b] as one bracket), and nested repetitions that
# a backtracking matcher would try exponentially many ways finish at once
# (the matcher remembers what it already answered).  bash 5.2 prints the
# same with a 13-byte z; on this one its own matcher needs minutes.  The
# 600-byte x keeps the case fast under ASan (quadratic, as bash).
shopt -s extglob
for p in '@([a|b]])' '@([a|b])' '+([0-9])x' '@(ab|c)d' '*(ab|c)' '+(a|[bc]d)' '!(ab)' '@([)]|z)'; do
	for s in 'b]' 'a' '|' ')' '12x' 'abd' 'ababcab' 'acdbd' 'ab' 'ba'; do
		case $s in $p) printf '%s~%s ' "$p" "$s" ;; esac
		[[ $s == $p ]] && printf '[%s]' "$s"
		printf '%s,%s ' "${s#$p}" "${s%%$p}"
	done
	echo
done
z=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab
[[ $z == *(*(a)) ]]; echo "nested star: $?"
[[ $z == *(*(a))b ]]; echo "nested star b: $?"
case $z in *(a|aa|aaa)) echo m ;; *) echo "alternatives: no match" ;; esac
[[ $z == +(*(a)|a*(a))c ]]; echo "plus of stars: $?"
x=$(printf 'ab%.0s' {1..300})
y=${x//+(a)/c}; echo "${#y} ${y:0:6}"
y=${x##*(ab)}; echo "[${y}]"
y=${x%%+(b|ab)}; echo "[${y}]"
