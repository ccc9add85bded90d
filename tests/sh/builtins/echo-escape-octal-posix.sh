set -o posix; echo '\0101\0102'
# posix mode keeps echo as XSI and dash have it (escapes always, only -n
# is an option), where bash --posix keeps its -e/-E options.
echo '\060x'
