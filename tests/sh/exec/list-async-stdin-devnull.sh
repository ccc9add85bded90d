# non-interactive: async lists get stdin from /dev/null
echo data > f
exec < f
cat &
wait
echo done
