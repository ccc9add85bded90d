# [[ == ]] patterns take extglob groups even with shopt extglob off (bash)
shopt extglob
[[ ab == @(ab|cd) ]] && echo "@ matches"
[[ ab == !(ab) ]] || echo "! excludes"
[[ abab != +(ab) ]] || echo "!= with +"
[[ aab == a?(a)b ]] && echo "? matches"
[[ x == *(y) ]] || echo "* needs only y"
[[ ab == "@(ab)" ]] || echo "quoted group is literal"
