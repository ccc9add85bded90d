mkdir g && cd g || exit 1
echo nomatch*.qz
echo no?match
echo [z]qq
