# Writes to a full device fail with a message and status 1, also when the
# output was still buffered as a subshell exits.
echo hi >/dev/full
echo "echo: $?"
printf '%s\n' a b >/dev/full
echo "printf: $?"
(echo buffered) >/dev/full
echo "subshell: $?"
(echo ok; exit 3) >/dev/full
echo "subshell exit 3: $?"
