# ${x}, "$x", specials and positionals keep their name before braces
x=a x1=P x2=Q
echo ${x}{1,2}
echo "$x"{1,2}
echo a{$x,b}
echo {a,b}$x
echo $x{-,+}
set -- one two
echo $1{0,1}
echo ${1}{0,1}
echo $#{a,b}
