x=$(false)
echo "status=$?"
x=$(exit 7)
echo "status=$?"
y=$(true) z=$(exit 3)
echo "status=$?"
