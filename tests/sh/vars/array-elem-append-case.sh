# += on an element of a -u/-l/-i array converts the joined value (bash),
# not the appended text alone
declare -u up=(x)
up[0]=abc
echo "${up[0]}"
up[0]+=def
echo "${up[0]}"
declare -i n=(1)
n[0]+=4
echo "${n[0]}"
declare -l lo=(X)
lo[0]+=YZ
echo "${lo[0]}"
