n=1
f() { echo "call $n"; } > "file$n"
f
n=2
f
cat file1 file2
