# A ${...} that is no valid expansion is an error only when it is
# expanded (bash): code for zsh in a branch bash never runs still parses
if [[ -n ${ZSH_VERSION-} ]]; then
	unset ${(M)${(k)parameters[@]}:#__gitcomp_*} 2>/dev/null
	echo "${a b}" ${x:'{'} "${}"
fi
f() { echo ${(M)x}; }
declare -f f
echo before
x=${(L)y}
echo not reached
