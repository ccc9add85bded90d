printf '%s\n' 'a\ b c\d' | { read -r x y; printf '[%s][%s]\n' "$x" "$y"; }
