set -o noglob
touch b1
echo b*
set +o noglob
echo b*
