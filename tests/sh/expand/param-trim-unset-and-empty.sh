unset u
e=
echo "[${u%x}] [${u%%x}] [${u#x}] [${u##x}]"
echo "[${e%x}] [${e%%*}] [${e#*}] [${e##x}]"
