set -o posix; for b in . : break continue eval exec exit export readonly return set shift times trap unset; do
	command -V "$b"
done
# posix mode: special builtins are "special shell builtin", as bash --posix says
