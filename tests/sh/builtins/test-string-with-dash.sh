x=-n
test "$x" = -n && echo eq
test "X$x" = X-n && echo eq2
