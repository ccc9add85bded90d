echo ${a[1]} ${a[@]} ${#a[@]} ${!a[@]} ${!ref} ${!pre*}
echo ${v:1:2} ${v: -1} ${v/a/b} ${v//a} ${v/#x/y} ${v/%x/y}
echo ${v^} ${v^^} ${v,} ${v,,}
