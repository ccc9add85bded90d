eval 'f() { echo in f; }'
f
