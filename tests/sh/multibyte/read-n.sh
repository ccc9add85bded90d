# read -n and -N count characters in a UTF-8 locale; -d takes one byte.
LC_ALL=C.UTF-8
printf 'aébc' | { read -n 2 z; echo "[$z]"; read rest; echo "[$rest]"; }
printf 'éèa' | { read -N 2 z; echo "[$z]"; }
printf 'aé\nbc' | { read -N 3 z; printf '[%s]\n' "$z"; }
printf 'ab\\éc\n' | { read -n 4 z; echo "[$z]"; }
printf 'ab\\éc\n' | { read -r -n 4 z; echo "[$z]"; }
# an invalid byte is a character; a cut sequence takes the byte that
# cuts it, as in bash
printf 'a\377bc' | { read -n 2 z; printf '%s' "$z" | od -An -tx1; }
printf 'a\303bc' | { read -n 2 z; printf '%s' "$z" | od -An -tx1; }
printf 'abécd' | { read -d é z; echo "[$z]"; read rest; printf '%s' "$rest" | od -An -tx1; }
LC_ALL=C
printf 'aébc' | { read -n 2 z; printf '%s' "$z" | od -An -tx1; }
