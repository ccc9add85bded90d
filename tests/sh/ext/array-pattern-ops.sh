a=(apple banana cherry)
echo ${a[@]#?}
echo ${a[@]%a*}
echo ${a[@]/a/A}
echo ${a[@]^^}
