( echo a; echo b ) > out
cat out
