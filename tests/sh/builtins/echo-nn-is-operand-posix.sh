set -o posix; echo -nn x
# posix mode keeps echo as XSI and dash have it (escapes always, only -n
# is an option), where bash --posix keeps its -e/-E options.
