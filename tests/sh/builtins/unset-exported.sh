export U=1
unset U
env | grep -c '^U=' || :
