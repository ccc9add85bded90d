printf 'line1\nline2\n' > in
exec 3< in
read a <&3
read b <&3
exec 3<&-
echo "$a $b"
