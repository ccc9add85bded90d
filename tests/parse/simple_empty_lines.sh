

echo a


echo b
