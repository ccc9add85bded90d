x=$(cat <<E
inside
E
)
echo $x
