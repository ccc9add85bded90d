mkdir g && cd g || exit 1
: > 'a b'
: > c
for f in *; do echo "[$f]"; done
