echo x 2>/dev/null > nodir/f
echo "status=$?"
echo bad 2>/dev/null > marker < missing
echo "status=$?"
[ -f marker ] && echo "marker created"
wc -c < marker | tr -d ' '
