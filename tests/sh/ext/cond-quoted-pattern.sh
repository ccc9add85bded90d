# [[ x == "..." ]]: a quoted right operand matches only its own text, every
# pattern character in it literal; mixed quoting keeps the unquoted ones.
t() { if [[ $1 == "$2" ]]; then echo "[$1] == \"[$2]\""; else echo "[$1] != \"[$2]\""; fi; }
for p in 'a*' 'a?c' '[ab]c' 'a\c' 'a\\c' '*' '' 'é€' '+(a)' '!(x)' 'a b'; do
	t 'a*' "$p"
	t 'abc' "$p"
	t "$p" "$p"
done
s='a\c'
[[ $s == "a\c" ]] && echo "backslash kept"
[[ $s == "a\\c" ]] && echo "escaped backslash"
[[ abc != "a"* ]] || echo "mixed: the star is active"
[[ abc == "a""bc" ]] && echo "two quoted parts"
[[ "" == "" ]] && echo "empty"
[[ x = "x" ]] && echo "single ="
set -- 'a b' c
[[ "a b c" == "$@" ]] && echo "\$@ joined"
[[ "a b c" == "$*" ]] && echo "\$* joined"
shopt -s nocasematch
[[ ABC == "abc" ]] && echo "nocasematch folds"
[[ ABC != "abd" ]] && echo "nocasematch differs"
shopt -u nocasematch
[[ ABC == "abc" ]] || echo "case matters again"
set -u
[[ x == "$nosuch" ]]
echo "not reached"
