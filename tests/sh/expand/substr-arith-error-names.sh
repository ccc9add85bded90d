# Arithmetic errors in ${v:off:len} name the parameter as written; a
# stray ':' is a "syntax error in expression" (bash 5.2).
x=abc a=(abc) r=x
set -- abc
declare -A h=([k]=abc)
i=0
echo ${x:1:2:3}
echo ${a[0]:1:2:3}
echo ${a[i]:1+}
echo ${!r:1:2:3}
echo ${*:1:2:3}
echo ${@:1 2}
echo ${h[@]:1/0}
echo ${x:$((1+)):1}
echo ${x:2:-2}
echo ${x:2 : 3}
echo $((2:3))
echo $((1 ? 2 : 3 : 4))
echo done
