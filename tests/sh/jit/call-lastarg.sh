# $_ after a compiled call: the last argument (or the name), whatever the
# function did to its own parameters and to $_
f() { set -- x y; : inner; shift; echo "in $_ $1"; }
i=0
while [ $i -lt 3 ]; do
	f a "b $i"
	echo "after [$_]"
	f
	echo "after [$_]"
	i=$((i + 1))
done
