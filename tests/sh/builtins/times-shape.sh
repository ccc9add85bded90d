times > t
wc -l < t
sed 's/[0-9]/N/g' t | sed 's/NN*/N/g'
