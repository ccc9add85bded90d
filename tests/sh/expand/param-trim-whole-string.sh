x=abc
echo "[${x#abc}] [${x%abc}] [${x##a*c}] [${x%%a*}]"
