readonly R=5
echo $R
R=6
echo "after (bash goes on)"
