# set -x: a command of assignments only traces each assignment on its own
# line (bash), an empty value as x=, and assignments before a command on
# the command's line.
set -x
a=1 b="two words" c=
d=$((a + 1)) e=${b%% *}
empty=
f=1 $empty
g=3 true
set +x
echo "$a $b [$c] $d $e $f"
