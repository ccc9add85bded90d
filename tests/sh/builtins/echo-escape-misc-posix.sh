set -o posix; echo 'x\ay\bz\fw\rv\v' | od -c | sed -n 1p
# posix mode keeps echo as XSI and dash have it (escapes always, only -n
# is an option), where bash --posix keeps its -e/-E options.
