cd -x
echo "status $?"
# The synopsis differs from bash's on purpose: Quirl's cd has no -e or -@.
