echo a{b,c,d}e
echo {x,y}{1,2}
