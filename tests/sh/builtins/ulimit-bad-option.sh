ulimit -Z
echo "status $?"
# The synopsis differs from bash's on purpose: it lists the letters Quirl's ulimit knows.
