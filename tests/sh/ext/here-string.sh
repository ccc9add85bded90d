cat <<< 'hello there'
read a b <<< "x y"
echo $b$a
