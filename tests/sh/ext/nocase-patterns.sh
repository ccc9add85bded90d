# nocaseglob folds case in pathname expansion, nocasematch in case, [[ == ]]
# and ${v/pat/rep} (not in ${v#pat} or ${v^pat}); ranges fold their ends,
# [:upper:] and the other classes keep their meaning.
: >A >b >C >Dd >e.c >F.H
shopt -s nocaseglob
echo 1 [[:upper:]]
echo 2 [[:lower:]]
echo 3 [a-c] [A-C]
echo 4 *.h d* D?
echo 5 \a* "a"*
shopt -u nocaseglob
echo 6 *.h d*
shopt -s nocasematch
[[ A == [[:lower:]] ]] || echo 7 no
[[ A == [a-b] ]] && echo 8 yes
[[ aBc == ABC ]] && echo 9 yes
[[ aBc != ABC ]] || echo 10 no
case ABC in abc) echo 11 case ;; esac
case A in [[:lower:]]) echo bad ;; *) echo 12 class ;; esac
x=ABCabc
echo 13 ${x/b/-} ${x//b/-} ${x/#a/-} ${x/%C/-}
echo 14 ${x#a} ${x%%c} ${x^^b} ${x,,B}
shopt -s extglob
[[ Ab == @(ab|cd) ]] && echo 15 ext
echo 16 ${x//@(b|C)/-}
shopt -u nocasematch
[[ aBc == ABC ]] || echo 17 case again
case ABC in abc) echo bad ;; *) echo 18 exact ;; esac
shopt globasciiranges
echo 19 [B-e]*
# the same in a loop, which QUIRL_JIT=always compiles
shopt -s nocasematch
for w in ABC Abc xyz; do
	case $w in abc) echo "20 $w case" ;; esac
	[[ $w == a?C ]] && echo "21 $w cond"
	echo "22 ${w/b/-}"
done
