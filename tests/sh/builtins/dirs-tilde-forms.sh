# bash's tilde prefixes for the directory stack: ~+ is $PWD, ~- $OLDPWD,
# ~N and ~+N the entry dirs +N shows, ~-N the one dirs -N shows; out of
# range, or with the variable unset, the word stays as written
mkdir -p a b c
H=$PWD
show() { echo "$@" | sed "s|$H|H|g"; }
echo "+9 on a stack of one:"; dirs +9; echo "st=$?"
pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null
show dirs: $(dirs -l)
show ~+ ~- ~0 ~1 ~2 ~3 ~4
show ~+0 ~+1 ~-0 ~-1 ~-3 ~-4
show ~1/sub "~1" '~2' x~1
x=~2; show "assigned: $x"
y=a:~1:~-; show "colon list: $y"
show ~+x ~-y ~+1z
unset OLDPWD; show "unset: ~-"
dirs +9; echo "st=$?"
