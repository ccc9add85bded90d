# bash mode: -n -e -E, alone or combined, are options until the first
# operand that is not one; "--" and "-x" are operands
echo -e 'a\tb' | od -c | sed -n 1p
echo -ne 'x\n'
echo -E 'a\tb'
echo -eE 'c\td'
echo -Ee 'c\td' | od -c | sed -n 1p
echo -- a
echo -nx
echo -n -e 'q\c' rest
echo
echo -e -n
echo -n -
echo
echo 'a\tb' -e
echo -nn x
echo
echo -
