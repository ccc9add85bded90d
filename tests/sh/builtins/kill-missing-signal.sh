# kill -s and -n without their argument: bash's "option requires an
# argument", status 1 and no usage line; with a signal but no pid the
# usage line, status 2
kill -s; echo "status $?"
kill -n; echo "status $?"
kill -s INT; echo "status $?"
