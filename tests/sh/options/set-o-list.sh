# set -o / set +o in bash's order and format.  Quirl lacks bash's keyword
# (-k) option, so it is left out here.
set -o | grep -v -e keyword
set -f -u -C -b
set +o | grep -v -e keyword
echo "$-"
echo "$SHELLOPTS"
shopt -u interactive_comments
set -o | grep interactive
set -o interactive-comments
shopt -p interactive_comments
