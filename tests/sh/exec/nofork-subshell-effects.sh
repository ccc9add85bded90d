# Command substitutions and pipeline elements run without a fork must
# leave the shell as a subshell would: no blocking open by the shell, no
# PS4 expansion in the shell, no PATH hash entry in the shell.
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
mkfifo "$d/fifo"
/bin/echo through a fifo > "$d/fifo" | cat "$d/fifo"
cat < "$d/fifo" | { /bin/echo other way > "$d/fifo"; cat; }
PS4='+$((n += 1)) '
n=0
set -x
x=$(echo a)
x=$(/bin/echo a)
{ /bin/echo b | /bin/cat > /dev/null; } 2>/dev/null
set +x
echo "n=$n"
mkdir "$d/h1" "$d/h2"
printf '#!/bin/sh\necho h2\n' > "$d/h2/prog"
chmod +x "$d/h2/prog"
PATH=$d/h1:$d/h2:$PATH
prog | cat
x=$(prog); echo "$x"
printf '#!/bin/sh\necho h1\n' > "$d/h1/prog"
chmod +x "$d/h1/prog"
prog
hash | grep -c prog
