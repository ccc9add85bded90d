# trap's options go through the one option scan (-lp bundled, -l wins);
# a single operand that is no signal is bash's usage error, status 2
trap -lp | head -1; echo "status $?"
trap -pl 2 | head -1
trap 'echo caught' USR1; trap -p -- USR1
trap echo; echo "status $?"
trap -; echo "status $?"
trap ''; echo "status $?"
trap USR1; echo "status $?"; trap -p USR1
trap -q; echo "status $?"
