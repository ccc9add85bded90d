# bash -c ends the string with status 127 after an expansion error (${x?},
# set -u), also inside functions, eval, traps, and in a simple command
# forked for a pipeline or &; a subshell environment ( ), { } in a
# pipeline or &, $( ) and a coprocess exits 1, as a script does.  The
# messages start with $0, the path of the shell: only what follows
# "line N: " is shown.  In posix mode Quirl exits 2 as dash does (bash: 127).
c() {
	"$BASH" "$@" 2>err
	set -- $?
	sed 's/^.*line \([0-9]\)/line \1/' err
	return $1
}
c -c 'echo ${x?}; echo after'; echo "plain=$?"
c -c 'set -u; f() { echo $zz; }; f; echo after'; echo "func=$?"
c -c 'eval "echo \${x:?}"; echo after'; echo "eval=$?"
c -c 'trap "echo exit \$?" EXIT; x=${y?}'; echo "assign=$?"
c -c '(echo ${x?}); echo "sub=$?"'
c -c 'echo ${x?} | cat; echo "pipe=${PIPESTATUS[*]}"'
c -c '{ echo ${x?}; } | cat; echo "group pipe=${PIPESTATUS[*]}"'
c -c 'echo ${x?} & wait $!; echo "bg=$?"'
c -c '{ echo ${x?}; } & wait $!; echo "group bg=$?"'
c -c 'v=$(echo ${x?}); echo "cmdsub=$?"'
c -c 'coproc echo ${x?}; wait $!; echo "coproc=$?"'
c -c 'echo $((1/0)); echo after'; echo "arith=$?"
printf 'echo ${x?}\necho after\n' > s.sh
c s.sh; echo "script=$?"
c -c '. ./s.sh; echo after'; echo "sourced=$?"
c -c 'set -o posix; echo ${x?}'; echo "posix=$? (bash: 127, dash: 2)"
