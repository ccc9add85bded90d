a=(ab cd)
echo ${a[@]^}
