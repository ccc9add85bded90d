for v in abc a.txt 9 x? ''; do
case $v in
'') echo "empty";;
a*c) echo "$v: a*c";;
*.txt) echo "$v: txt";;
[0-9]) echo "$v: digit";;
?\?) echo "$v: lit-q";;
esac
done
