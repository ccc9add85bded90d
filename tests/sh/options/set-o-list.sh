# set -o / set +o in bash's order and format.  Quirl lacks bash's keyword
# (-k) and onecmd (-t) options, so they are left out here.
set -o | grep -v -e keyword -e onecmd
set -f -u -C -b
set +o | grep -v -e keyword -e onecmd
echo "$-"
echo "$SHELLOPTS"
shopt -u interactive_comments
set -o | grep interactive
set -o interactive-comments
shopt -p interactive_comments
