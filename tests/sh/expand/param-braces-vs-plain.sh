x=val
echo ${x}suffix $x-dash
echo "${x}_"
