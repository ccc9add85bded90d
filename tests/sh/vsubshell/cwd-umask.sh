# cd and umask inside ( ... ) and $(...) do not move the shell.
mkdir -p d1/d2
here=$(pwd)
( cd d1/d2 && pwd | sed "s,^$here,HERE," )
p=$(cd d1 && cd d2 && echo "$PWD" | sed "s,^$here,HERE,"; echo "old=${OLDPWD#$here}")
echo "$p"
[ "$(pwd)" = "$here" ] && echo same-dir
[ "$PWD" = "$here" ] && echo same-PWD
umask 022
( umask 077; umask ); umask
m=$(umask 0; umask); echo "m=$m"; umask
q=$(cd /nonexistent-dir 2>&1; echo "st=$?"); echo "q=$q"
( cd d1; cd -; ) | sed "s,^$here,HERE,"
rm -r d1
