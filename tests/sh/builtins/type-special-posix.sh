set -o posix; type export
type exit
# posix mode: special builtins are "special shell builtin", as bash --posix says
