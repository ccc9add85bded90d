v='x y'
echo "${v/ /_}"
