# Output of every size around the reader's growth steps arrives whole,
# trailing newlines removed, from a builtin, a program and a file.
for n in 0 1 479 480 481 511 512 513 1000 4096 65535 65536 65537 200000; do
	x=$(awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) printf "%c", 97 + i % 26; printf "\n\n" }')
	printf '%s %s %s\n' "$n" "${#x}" "${x#"${x%?}"}"
done
awk 'BEGIN { for (i = 0; i < 30000; i++) print i }' > "${TMPDIR:-/tmp}/cmdsub-sizes.$$"
y=$(< "${TMPDIR:-/tmp}/cmdsub-sizes.$$")
z=$(cat "${TMPDIR:-/tmp}/cmdsub-sizes.$$")
rm -f "${TMPDIR:-/tmp}/cmdsub-sizes.$$"
echo "${#y} ${#z} $(printf '%s\n' "$y" | tail -n 1)"
[ "$y" = "$z" ] && echo same
