x='a
b'
for i in $x; do echo "<$i>"; done
