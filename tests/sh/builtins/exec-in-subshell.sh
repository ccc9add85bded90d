( exec echo sub )
echo parent
