x=val
echo "\$x" "$x" "\`"
