x='a "b"'
declare -p x
