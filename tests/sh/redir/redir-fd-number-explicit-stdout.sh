echo out 1> f
cat f
