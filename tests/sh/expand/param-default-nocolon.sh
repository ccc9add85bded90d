unset u
e=
s=val
echo "[${u-word}] [${e-word}] [${s-word}]"
