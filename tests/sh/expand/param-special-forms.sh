set -- a b
echo "${#:-x} ${?:-x} ${*:-x}"
set --
echo "[${*:-empty}] [${@:-empty}] [${#}]"
