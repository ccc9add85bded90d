typeset -A h
h[x]=5
echo ${h[x]}
