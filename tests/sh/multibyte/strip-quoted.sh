# ${v#"$p"} ${v%"$p"} with a quoted pattern compare characters in a
# UTF-8 locale: the literal matches at character boundaries only
LC_ALL=C.UTF-8
s='héllo wörld' r=''
while [ -n "$s" ]; do
	rest=${s#?}
	r="${s%"$rest"}$r"
	s=$rest
done
echo "$r"
v=$'é\xffé' b=$'\xa9'
i=0
while [ $i -lt 2 ]; do
	x=${v%"$b"} y=${v#"é"} z=${v%"$'\xff'é"} w=${v%%"é"}
	i=$((i + 1))
done
printf '%s|' "$x" "$y" "$z" "$w" | od -An -c
