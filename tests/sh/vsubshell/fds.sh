# Descriptors inside a subshell: redirections, exec, and fd 1 moved
# while $(...) collects it.  Descriptors 3-5 are closed first: the test
# runner may have inherited one from its caller (ctest).
exec 3>&- 4>&- 5>&-
x=$(echo to-out; echo to-err >&2; echo more); echo "x=$x"
y=$(echo hidden >/dev/null; echo shown); echo "y=$y"
z=$(ls /nonexistent-qq 2>&1); echo "z=${z:+got-message}"
w=$(ls /nonexistent-qq >/dev/null 2>&1; echo "st=$?"); echo "w=$w"
v=$( { echo grouped; echo g2; } >file; cat file ); echo "v=$v"
( exec 3>out3; echo three >&3 ); cat out3
echo probe >&3 2>/dev/null || echo "fd 3 closed"
u=$(exec 4>out4; echo four >&4; echo printed); echo "u=$u"; cat out4
exec 5>out5
t=$(echo five >&5; echo t); echo "t=$t"; exec 5>&-; cat out5
s=$(echo a; exec >/dev/null; echo b); echo "s=$s"
r=$(f() { echo in-f; }; f >&2; echo r); echo "r=$r"
q=$(while read -r l; do echo "<$l>"; done <<EOF2
one
two
EOF2
); echo "q=$q"
rm -f file out3 out4 out5
