# A job killed by a signal is reported ("Terminated") at the top level and
# in a ( ) subshell, but not inside a command substitution (bash; dash
# reports it there too).  The status is 128 + the signal either way.
sh -c 'kill $$'
echo "top $?"
(sh -c 'kill $$')
echo "subshell $?"
x=$(sh -c 'kill $$')
echo "alone $? [$x]"
x=$(sh -c 'kill $$'; echo after)
echo "in a list $? [$x]"
x=$( (sh -c 'kill $$'); echo deeper)
echo "nested $? [$x]"
x=$(sh -c 'kill -KILL $$')
echo "killed $? [$x]"
sh -c 'kill $$'
echo "top again $?"
