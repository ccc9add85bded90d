(echo $((1/0)); echo not reached)
echo "status $?"
