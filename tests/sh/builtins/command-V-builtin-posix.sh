set -o posix; command -V cd
command -V set
# posix mode: special builtins are "special shell builtin", as bash --posix says
