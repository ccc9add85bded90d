# bash's long options on the command line: --posix, --verbose, --noprofile,
# --rcfile/--init-file (read by an interactive shell instead of the usual
# file), --noediting; a missing argument is a usage error (status 2)
cd "${TMPDIR:-/tmp}" || exit 1
echo 'echo "rc read: $1"' > long-options-rc.$$
"$BASH" --posix -c 'set -o | grep -w posix'
"$BASH" --verbose -c 'echo verbose' 2>&1
HOME=/nonexistent "$BASH" --noprofile -l -c 'echo noprofile'
"$BASH" --rcfile long-options-rc.$$ -i -c 'echo after rc' 2>/dev/null </dev/null
"$BASH" --init-file long-options-rc.$$ --noediting -i -c 'echo init-file' 2>/dev/null </dev/null
"$BASH" --rcfile >/dev/null 2>&1
echo "missing argument: $?"
rm -f long-options-rc.$$
