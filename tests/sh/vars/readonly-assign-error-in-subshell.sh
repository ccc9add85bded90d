readonly R=1
(R=2; echo not reached)
echo "status $?"
echo "R=$R"
