unset n
echo $((n+=3)) $n
