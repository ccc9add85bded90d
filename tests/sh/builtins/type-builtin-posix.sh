set -o posix; type cd
type :
# posix mode: special builtins are "special shell builtin", as bash --posix says
