f() { echo func; }
f=var
unset f
f
echo "[${f-u}]"
