echo first
x=$LINENO; y=$LINENO
echo "$x $y"
if true
then
	echo $LINENO
fi
