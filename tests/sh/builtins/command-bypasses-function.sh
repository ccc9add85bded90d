echo() { printf 'func\n'; }
echo x
command echo real
