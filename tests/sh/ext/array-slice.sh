a=(a b c d e)
echo ${a[@]:1:3}
echo ${a[@]:3}
echo ${a[@]: -2}
