# $_: the last word of the previous simple command, after expansion
echo a b c; echo $_
x=1; echo "[$_]"
echo q; x=2; echo "[$_]"
echo m; x=1 y=2; echo "[$_]"
echo n; export x=1; echo $_
echo o; x=1 : ; echo $_
f() { echo "in[$_]"; }
echo a; f x y; echo "out[$_]"
g() { :; echo "g[$_]"; }
g 1 2
h() { echo "h[$_]"; set -- z; return 3; }
echo b c; h p q; echo "$_"
[[ a == b ]]; echo $_
(( 1 + 2 )); echo $_
true | echo p1 p2; echo $_
(echo sub); echo $_
x=3 echo tmp; echo $_
env | grep '^_='
for i in 1 2; do :; done; echo $_
echo one; : "$_"x; echo $_
set -- p q r; echo $_
echo "a b"; echo "$_"
echo x >/dev/null; echo $_
declare -p _
echo z; echo $(echo $_)
echo w; (echo $_)
echo j | { echo "pipe[$_]"; }
echo kk; unset _ ; echo "[$_]"
echo nn; eval 'echo inner'; echo "$_"
echo qq; ! false ; echo "$_"
echo ss; case x in x) echo cc;; esac; echo "$_"
echo tt; while false; do :; done; echo "$_"
echo uu; [ 1 = 1 ]; echo "$_"
echo yy; a=(a b) ; echo "[$_]"
echo; echo "[$_]"
i=0; while [ $i -lt 3 ]; do i=$((i+1)); done; echo "[$_]"
i=0; while (( i < 3 )); do echo "$i" >/dev/null; : $((i++)); done; echo "[$_]"
k() { echo k "$@" >/dev/null; }
for i in 1 2 3; do k "$i" last$i; done; echo "[$_]"
for i in 1 2 3; do true; done; echo "[$_]"
for i in 1 2 3; do a[i]=$i; done; echo "[$_]"
for i in 1 2 3; do [ $i -lt 5 ]; x=$((i)); (( i > 0 )); done; echo "[$_] ${PIPESTATUS[@]}"
for i in 1 2 3; do x=$((i)); [ $i -lt 2 ]; done; echo "[$_] ${PIPESTATUS[@]}"
for i in 1 2 3; do true a; x=1; if (( i > 2 )); then : b; fi; done; echo "[$_] ${PIPESTATUS[@]}"
