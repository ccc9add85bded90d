mkdir g && cd g || exit 1
echo *
