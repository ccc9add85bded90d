f() { local -a arr=(1 2 3); echo ${arr[@]}; }
f
echo "[${arr[@]}]"
