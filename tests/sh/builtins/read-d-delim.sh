printf 'a,b,c' | { read -d , x; echo "[$x]"; read -d , y; echo "[$y]"; }
