echo 'echo sourced; y=7' > inc.sh
. ./inc.sh
echo "y=$y"
