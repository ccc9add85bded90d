declare -x E=val
sh -c 'echo $E'
