list="one two  three"
for x in $list; do echo "[$x]"; done
for x in "$list"; do echo "[$x]"; done
