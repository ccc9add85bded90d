# test and [ with "(": a "(" opens a group even where a binary operator
# follows it; an unclosed group names the word found instead of ")"
[ "(" = "(" -a -n x ]; echo $?
[ "(" = "(" ]; echo $?
[ "(" = ")" ]; echo $?
[ "(" "x" ")" ]; echo $?
[ "(" x = x ")" ]; echo $?
[ "(" x = x ")" -a y ]; echo $?
[ "(" ]; echo $?
[ "(" x ]; echo $?
[ "(" x y ]; echo $?
[ "(" -n x ]; echo $?
[ "(" -n x -o "(" ]; echo $?
[ x -a "(" ]; echo $?
[ x -a "(" y ")" ]; echo $?
[ "(" "(" x ")" ")" ]; echo $?
[ ! "(" x ")" ]; echo $?
[ "(" ! x ")" -o x ]; echo $?
[ "(" = x -o x ]; echo $?
[ "(" ")" ]; echo $?
[ "(" ")" x ]; echo $?
[ "(" x ")" = y ]; echo $?
[ "(" -n x -o "(" ]; echo $?
[ x -o "(" ]; echo $?
[ x -o "(" -a ]; echo $?
[ x -a y -o "(" ]; echo $?
test "(" x -a y; echo $?
[ "(" x -a y ]; echo $?
test "(" x -a "("; echo $?
[ "(" "(" x ")" ; echo $?
