echo '\0101\0102'
echo '\060x'
