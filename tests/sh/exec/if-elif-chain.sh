for v in 1 2 3 4; do
if [ $v = 1 ]; then echo one
elif [ $v = 2 ]; then echo two
elif [ $v = 3 ]; then echo three
else echo other
fi
done
