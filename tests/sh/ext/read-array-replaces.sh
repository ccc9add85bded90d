arr=(old old old old)
read -a arr <<< 'new'
echo ${#arr[@]} ${arr[0]}
