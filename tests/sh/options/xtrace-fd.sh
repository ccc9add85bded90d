# BASH_XTRACEFD sends the trace to that descriptor; a value that is not an
# open descriptor is an error and the trace stays on standard error
BASH_XTRACEFD=abc
BASH_XTRACEFD=99
set -x
echo a
set +x
exec 4>trace.log
BASH_XTRACEFD=4
set -x
: to four
set +x
BASH_XTRACEFD=
set -x
: back on stderr
set +x
f() {
	local BASH_XTRACEFD=4
	set -x
	: local
	set +x
}
exec 4>>trace.log
f
cat trace.log
