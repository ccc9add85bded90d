# compgen -A binding: the readline function names bind -l lists (bash
# lists every readline function; Quirl those its editor can bind).
compgen -A binding beginning-of-l
compgen -A binding end-of-li
compgen -A binding kill-whole
compgen -A binding no-such-function
echo "status $?"
