# <(list) and >(list) expand to /dev/fd/N paths, in any unquoted word
echo <(true) <(true)
echo x<(true)y
echo "<(true)" '<(true)'
cat <(echo from-procsub)
diff <(printf '%s\n' a b) <(printf '%s\n' a c)
echo "diff status $?"
paste <(printf '%s\n' 1 2) <(printf '%s\n' x y)
f=<(echo assigned)
echo "$f"
cat <(echo nested <(true))
cat <()
echo "empty: $?"
