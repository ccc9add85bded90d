# Under set -u a bad negative subscript in arithmetic is still only
# reported; in ${a[N]} the element is also unset, which is fatal.
set -u
a=(1 2 3)
(( a[-9] )); echo "read $?"
(( a[-9] = 2 )); echo "store $?"
echo "expansion $(( a[-9] + 1 ))"
let 'a[-9]=1'; echo "let $?"
echo "${a[-9]:-default}"
echo "[${a[-9]}]"
echo not reached
