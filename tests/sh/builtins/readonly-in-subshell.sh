( readonly S=1 )
S=2
echo "S=$S"
