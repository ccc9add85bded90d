a=(one "two three" [5]=five)
a[i+1]=x b+=y c[$k]+=z
declare -A m=([k]=v)
local -a xs=()
