echo $LINENO
echo $LINENO

echo $LINENO
