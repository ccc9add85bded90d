echo $(echo a $(echo b $(echo c)))
echo `echo a \`echo b\``
