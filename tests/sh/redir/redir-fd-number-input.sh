printf 'abc\n' > f
cat 0< f
