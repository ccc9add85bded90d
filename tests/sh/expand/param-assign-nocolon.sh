unset u
e=
s=val
echo "[${u=one}] [$u]"
echo "[${e=two}] [$e]"
echo "[${s=three}] [$s]"
