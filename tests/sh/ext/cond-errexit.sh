set -e
[[ a == b ]] || echo handled
[[ a == b ]]
echo not-reached
