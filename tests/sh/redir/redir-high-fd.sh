exec 5> f
echo via5 >&5
exec 5>&-
cat f
