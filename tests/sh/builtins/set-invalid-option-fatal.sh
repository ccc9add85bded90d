set -o posix; set -q
echo notreached
# The synopsis differs from bash's on purpose: Quirl's set has no -k -t -B -H -P.
