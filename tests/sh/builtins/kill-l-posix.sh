set -o posix; kill -l | tr ' \t' '\n\n' | grep -cx 'HUP\|INT\|KILL\|TERM\|USR1'
