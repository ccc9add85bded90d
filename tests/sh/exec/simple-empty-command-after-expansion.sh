empty=
$empty
echo "status=$?"
$empty echo hi
