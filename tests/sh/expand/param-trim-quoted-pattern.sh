x='a*b*c'
echo "${x%"*"c}"
echo "${x%*c}"
echo "${x#a"*"}"
echo "${x##*"*"}"
