# local (and local -p) without names lists the locals of the running
# function, sorted by name, in declare -p's format.
f() {
	local z=1 b
	local -i c=3
	local -a a=(1)
	local -A m=([k]=v)
	local -n r=z
	declare y=2
	local
	echo ---
	local -p
	echo ---
	g
	echo ---
	local IFS
	local
}
g() { local q=1; local; }
f
local
echo "status $?"
