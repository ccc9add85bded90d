# [[ a -op b ]] in compiled loops: integer operands natively, anything
# else (expressions, octal text, names, unset) as [[ ]] evaluates it
i=0 n=5
while [[ $i -lt $n ]]; do i=$((i + 1)); done
echo "i=$i"
for ((k = 0; k < 6; k++)); do
	[[ $k -ge 3 ]] && echo -n "ge$k "
	[[ "$k" -ne 4 ]] || echo -n "four "
	[[ $((k * 2)) -eq 6 ]] && echo -n "six "
done
echo
for v in 7 010 '2+3' x ''; do
	x=3
	for ((k = 0; k < 2; k++)); do
		if [[ $v -gt 4 ]]; then echo "$v > 4"; else echo "$v <= 4"; fi
	done
done
unset u
for ((k = 0; k < 2; k++)); do [[ $u -eq 0 ]] && echo "unset is 0"; done
for ((k = 0; k < 2; k++)); do [[ $k -lt 1/0 ]]; echo "status $?"; done
echo end
