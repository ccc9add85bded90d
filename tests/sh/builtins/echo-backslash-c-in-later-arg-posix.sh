set -o posix; echo a 'b\c' d
# posix mode keeps echo as XSI and dash have it (escapes always, only -n
# is an option), where bash --posix keeps its -e/-E options.
echo e
