trap 'n=$((n+1))' USR1
n=0
for i in 1 2 3; do kill -s USR1 $$; done
echo "n=$n"
