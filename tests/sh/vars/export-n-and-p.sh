# export -n, and export -p / readonly -p in declare's format outside
# posix mode
export E1='x y' E2 E3=$'t\tb'
export -p | grep ' E[123]'
export -n E1
export -p | grep ' E[123]'
declare -p E1
sh -c 'echo "child: [${E1-unset}] [${E3}]"'
export -n E3=changed
declare -p E3
readonly R1='q"uote' R2
readonly -p | grep ' R[12]'
declare -x | grep ' E[23]'
