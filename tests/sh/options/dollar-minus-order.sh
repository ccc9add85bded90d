# $- lists the letters in bash's order
echo "$-"
set -aefuvxCEHTb
echo "$-"
set +aefuvxCEHTbBh
echo "[$-]"
