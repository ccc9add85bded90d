# A deadly signal ignored on entry stays ignored when an EXIT trap is set
# (the EXIT trap would otherwise catch it to run first): the child shell
# survives the signal and runs its EXIT trap at its normal end.
q=$(readlink /proc/$$/exe)
trap '' TERM
"$q" -c 'trap "echo bye" EXIT; kill -TERM $$; echo alive'
echo "status $?"
