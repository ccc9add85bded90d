# Found by fuzz_expand: a syntax error inside a compound assignment
# (here in a command substitution) leaked the element lists.
(eval 'echo a$(b=(55-')
echo "status $?"
(eval 'x=(1 2 $(y=(3 4')
echo "status $?"
x=(1 2 3)
echo "${x[2]}"
