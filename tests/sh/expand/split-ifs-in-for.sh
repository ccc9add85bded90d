IFS=,
list=a,b,c
for i in $list; do echo "<$i>"; done
