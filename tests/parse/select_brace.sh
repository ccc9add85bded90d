select x in a; { echo "$x"; break; }
for y in b; { :; }
