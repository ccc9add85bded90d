{ echo a; echo b; } > out
wc -l < out | tr -d ' '
