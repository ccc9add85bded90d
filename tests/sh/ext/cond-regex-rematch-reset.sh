[[ ab =~ (a)(b) ]]
echo ${#BASH_REMATCH[@]}
[[ cd =~ x ]]
echo ${#BASH_REMATCH[@]}
