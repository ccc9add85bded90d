printf 'echo "in script: $1 $2"\nexit 5\n' > scr
chmod +x scr
./scr one two
echo "status=$?"
