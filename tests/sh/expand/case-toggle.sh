# ${v~} and ${v~~} (bash, undocumented): turn over the case of the first
# character or of every character, only those matching a pattern when
# one is given; on arrays element by element.
x=aBc-Dz
echo "${x~}" "${x~~}" "${x~~[bB]}" "${x~[a]}" "${x~[b]}"
a=(ab Cd eF)
echo "${a[@]~~}" "${a[@]~}" "${a[1]~~}"
declare -A m=([k]=Hello)
echo "${m[k]~~}"
set -- one Two
echo "${@~~}" "${1~}"
for w in aa Bb; do echo "${w~~}"; done
LC_ALL=C.UTF-8
y=éaÀ
echo "${y~~}" "${y~}"
