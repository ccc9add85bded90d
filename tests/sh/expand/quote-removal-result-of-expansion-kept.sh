x='"a"'
y="'b'"
z='\c'
printf '%s\n' $x $y $z
