# local -I: the local starts with the value and attributes of the
# variable it hides (integer, array, export, case); readonly is refused
declare -i n=5; declare -a arr=(1 2); declare -x ex=e; s=str; declare -l low=ABC; declare -r ro=r
declare -A m=([k]=v)
f() { local -I n arr ex s low m; declare -p n arr ex s low m; n=2+3; arr+=(3); echo "n=$n ${arr[*]}"; local -I ro; echo "s=$?"; local -I nosuch; declare -p nosuch; }
f
declare -p n arr s
g() { local s=outer; h; echo "g: $s"; }
h() { local -I s; echo "h: $s"; s=changed; }
g; echo "s=$s"
k() { local -I s=new; declare -p s; }; k
r() { local -r lr=1; local lr=2; echo "s=$?"; }; r
