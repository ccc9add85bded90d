# `jit stats` counts bail-outs: native statements whose guard failed, so
# that the interpreter ran them.  Defining a function inside a compiled
# loop changes what compiled code assumed (jit_gen), so the statements
# after it bail out; a loop that changes nothing has none.  (A `[ ]` test
# of a variable holding a string also bails out once, hence (( )) here:
# it reads strings through the runtime without a guard.)
q=$(readlink /proc/$$/exe)
unset QUIRL_JIT_TIER2 # a tier-2 recompile after the definition would see it
count() {
	QUIRL_JIT=always "$q" -c "$1"'
jit stats | awk "/^bail-outs:/ { print (\$2 > 0 ? \"bail-outs\" : \"none\") }"'
}
count 'i=0; while (( i < 5 )); do (( i++ )); done; echo $i'
count 'i=0; while (( i < 5 )); do (( i++ )); if (( i == 2 )); then f() { :; }; fi; done; echo $i'
