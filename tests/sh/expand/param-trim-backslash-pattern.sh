x='a*b'
echo "${x#a\*}"
echo "${x%\*b}"
