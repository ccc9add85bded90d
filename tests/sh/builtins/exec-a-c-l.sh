# bash's exec options: -a NAME sets the program's argv[0], -l puts a '-'
# before it, -c empties the environment (prefix assignments too)
export KEEP=kept
(exec -a renamed sh -c 'echo "a: $0"')
(exec -l sh -c 'echo "l: $0"')
(exec -l -a bar sh -c 'echo "la: $0"')
(exec -la x /bin/sh -c 'echo "cluster: $0"')
(exec -afoo sh -c 'echo "attached: $0"')
(exec -a '' sh -c 'echo "empty: [$0]"')
(exec -a foo -- sh -c 'echo "dashdash: $0"')
(X=1 exec -c /usr/bin/env); echo "env lines: $?"
(exec -c /bin/sh -c 'echo "c: ${KEEP-unset}"')
(exec -cl /usr/bin/env | wc -l)
# without a command the options do nothing
exec -a foo; echo "no command: $?"
exec -c; echo "no command: $?"
# errors: a usage message, status 2, and the shell goes on
exec -x; echo "bad option: $?"
exec -a; echo "missing name: $?"
(exec -a foo nosuch-cmd-zz); echo "not found: $?"
echo end
