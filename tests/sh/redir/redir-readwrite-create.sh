echo hello <> f
ls f
cat f | wc -c | tr -d ' '
