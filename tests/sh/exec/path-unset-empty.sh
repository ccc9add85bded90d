# Without a PATH (unset or empty) a command is looked for in the current
# directory only, and named by its full path; an empty directory in PATH
# is "." and names the command "./NAME" (bash; dash agrees on where it
# looks).  bash says "No such file or directory" when nothing is found
# without a PATH, and remembers nothing found that way.
printf '#!/bin/sh\necho "ran foo"\n' >foo
chmod +x foo
P=$PATH
show() { "$@" 2>&1 | /bin/sed -e "s/^.*: line [0-9]*: //" -e "s|$PWD/|PWD/|g"; }
for p in unset "" /nonexistent: .:/nonexistent /nonexistent::/x; do
	if [ "$p" = unset ]; then unset PATH; else PATH=$p; fi
	echo "== PATH ${p:-empty}"
	show command -v foo
	show type foo
	show type -a foo
	foo
	show hash -t foo
	nosuch
	echo "status $?"
	hash -r
	PATH=$P
done
