HOME=/home/tester
echo "~" '~' \~ "~/x"
