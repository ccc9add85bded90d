nl='
'
[ "$IFS" = " 	$nl" ] && echo default-ifs
echo ${#IFS}
