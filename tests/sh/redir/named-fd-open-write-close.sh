# {NAME}>file opens a new descriptor >= 10, assigns its number and leaves
# it open after the command; {NAME}>&- closes it
exec {out}>log
[[ $out -ge 10 ]] && echo "out is a high fd"
echo one >&$out
echo two {w}>>log
[[ $w -ge 10 && $w != "$out" ]] && echo "w is another high fd"
echo three >&$w
exec {out}>&- {w}>&-
echo four >&$out; echo "write after close: $?"
cat log
# the descriptor is inherited by programs
exec {d}>log2
readlink /proc/self/fd/$d | sed 's|.*/||'
exec {d}>&-
