printf 'echo "$0 $#"\n' > scr
chmod +x scr
./scr a b
