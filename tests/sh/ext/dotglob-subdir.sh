# dotglob applies to every component of the pattern, also in loops
mkdir -p a/.x a/y
touch a/.x/.p a/.x/q a/y/.r a/y/s
shopt -s dotglob
echo a/*/*
for i in 1 2 3; do
	set -- a/*
	echo "$i: $# $*"
done
shopt -u dotglob
echo a/*/*
