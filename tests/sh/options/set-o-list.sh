# set -o / set +o in bash's order and format.
set -o
set -f -u -C -b -k
set +o
echo "$-"
echo "$SHELLOPTS"
shopt -u interactive_comments
set -o | grep interactive
set -o interactive-comments
shopt -p interactive_comments
