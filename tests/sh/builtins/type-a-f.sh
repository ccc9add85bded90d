# type -a lists every meaning in search order (keyword, function, builtin,
# each file along PATH); -f skips functions; -t/-p/-P combine with -a
mkdir d1 d2 d3
for d in d1 d2; do
	printf '#!/bin/sh\n' > $d/true
	printf '#!/bin/sh\n' > $d/tool
	chmod +x $d/true $d/tool
done
printf 'not executable\n' > d3/tool
PATH=d1:d3:d2
true() { :; }
type -a true
type -ta true
type -pa true
type -Pa true
type -af true
type -f true
type -tf true
type -p true
unset -f true
type -a tool if
type -t -a tool nosuch; echo "status $?"
type -a nosuch; echo "status $?"
type -a d1/tool d3/tool; echo "status $?"
type -a set cd
type -z; echo "status $?"
# the usage line carries the "quirl: line N:" prefix (rt_builtin_usage); bash
# prints it bare
