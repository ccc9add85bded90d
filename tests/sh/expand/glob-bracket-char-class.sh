mkdir g && cd g || exit 1
: > x1
: > xy
: > xZ
: > 'x '
echo x[[:alpha:]]
echo x[[:digit:]]
echo x[[:upper:]]
echo x[[:lower:]]
for f in x[![:alnum:]]; do echo "[$f]"; done
