[[ 'a b' =~ ^[[:alpha:]]\ [[:alpha:]]$ ]] && echo class
