# exec {fd}<file, read -u "$fd", dup forms {fd}<&N and {fd}>&N
printf '%s\n' alpha beta gamma > in
exec {fd}<in
read -r -u "$fd" a
read -ru $fd b
echo "$a $b"
exec {copy}<&$fd
read -r -u "$copy" c
echo "$c"
exec {fd}<&- {copy}<&-
while read -r -u 3 line; do echo "got $line"; done 3<in
exec {o}>&1
echo "via dup" >&$o
exec {o}>&-
read -u 2>/dev/null; echo "no fd: $?"
read -u abc x; echo "bad spec: $?"
read -u 77 x; echo "closed: $?"
read -u 2>&1 | head -n 1
