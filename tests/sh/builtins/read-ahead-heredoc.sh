# a here-document and a pipe, read one byte at a time: other readers
# still start right after the line read took
while read -r l; do
	echo "read: $l"
	head -n 1
done <<END
1
2
3
4
5
END
echo --
printf '%s\n' p1 p2 p3 p4 | { read -r a; head -n 1; read -r b; echo "$a $b"; }
