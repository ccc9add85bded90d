printf 'first\nsecond\n' > f
exec 3< f
read a <&3
read b <&3
exec 3<&-
echo "$a|$b"
