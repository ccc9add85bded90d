declare -l lo=HeLLo
declare -u up=world
echo $lo $up
lo=ABC
echo $lo
