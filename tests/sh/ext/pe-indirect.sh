name=value
ref=name
echo ${!ref}
n=2
set -- a b c
echo ${!n}
