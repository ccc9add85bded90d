> created
echo "status=$?"
ls created
