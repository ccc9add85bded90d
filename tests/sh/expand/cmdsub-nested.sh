echo $(echo $(echo $(echo deep)))
echo "a$(echo "b$(echo c)d")e"
