# ${v:} is a bad substitution (bash), also for $@ and arrays; an empty
# offset from an expansion is 0.
x=abc e=
echo ${x: }x ${x:$e}x ${x:1:}x ${x::1}x
echo ${x:}
echo next $?
set -- a b
echo "${@:}"
a=(1)
echo ${a[@]:}
echo done
