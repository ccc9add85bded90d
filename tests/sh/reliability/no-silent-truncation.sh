# Sizes past Quirl's former silent caps (issue 29): brace expansion used
# to stop at 100,000 words and printf widths at 1,000,000.
echo {1..200000} | wc -w
echo {1..450}{a,b,c,d,e,f,g,h,i,j}{1..30} | wc -w
printf '%*d' 2000000 1 | wc -c
printf '%.*d' 1500000 7 | wc -c
printf '%1200000s' x | wc -c
echo {9223372036854775800..9223372036854775806..3}
