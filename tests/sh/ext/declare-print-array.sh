a=(1 'two words')
declare -p a
