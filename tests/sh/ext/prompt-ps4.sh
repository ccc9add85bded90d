# PS4 is decoded like PS1 (bash): escapes first, then expansions.
PS4='+[\#|\s|\v|$x] '
x=1
set -x
echo hi
: "$x"
set +x
