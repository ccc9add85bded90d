set -o posix; # posix mode: dropped silently, as dash does (bash --posix warns)
x=$(printf 'a\0b'); echo "[$x] ${#x}"
f() { printf 'c\0d\0'; }; y=$(f); echo "[$y]"
z=$(printf 'e\0f' | cat); echo "[$z]"
w=$(head -c 3 /dev/zero; echo g); echo "[$w]"
v=$(echo x | { printf 'h\0i'; }); echo "[$v]"
u=`printf 'j\0k'`; echo "[$u]"
( printf 'l\0m' ) | od -c | head -1
