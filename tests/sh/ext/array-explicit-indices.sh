a=([2]=two [0]=zero one)
echo ${!a[@]}
echo ${a[@]}
