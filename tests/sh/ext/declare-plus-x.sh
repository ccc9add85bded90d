declare -x V=1
declare +x V
sh -c 'echo [$V]'
