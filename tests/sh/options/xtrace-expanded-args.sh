v=value
set -x
echo $v "$v"
