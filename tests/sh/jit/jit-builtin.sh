# jit stats reports (its content depends on QUIRL_JIT); bad use is a
# usage error.
jit stats | grep -c "^regions compiled: [0-9]"
jit bogus
echo "status $?"
