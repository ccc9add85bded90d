printf 'myfn 2>/dev/null || echo "no fn"\n' > scr
chmod +x scr
myfn() { echo "fn"; }
./scr
