read -a arr <<< '  one two   three '
echo ${#arr[@]} ${arr[2]}
