echo a
echo b
done
