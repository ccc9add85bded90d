unset u
e=
s=val
echo "[${u:+alt}] [${e:+alt}] [${s:+alt}]"
