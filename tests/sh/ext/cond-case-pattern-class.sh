[[ B == [[:upper:]] ]] && echo upper
[[ 5 == [0-9] ]] && echo digit
