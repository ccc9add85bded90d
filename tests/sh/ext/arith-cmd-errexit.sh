set -e
(( 1 ))
echo one
(( 0 ))
echo not-reached
