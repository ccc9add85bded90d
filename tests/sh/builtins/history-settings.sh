# HISTCONTROL, HISTIGNORE, HISTTIMEFORMAT, HISTSIZE and HISTCMD in a
# script with `set -o history` (HISTCONTROL unset: every line is kept).
echo $HISTCMD
set -o history
echo $HISTCMD
HISTCONTROL=ignoredups
echo a
echo a
 echo space
HISTCONTROL=ignorespace
 echo hidden
echo b
echo b
HISTCONTROL=erasedups:ignorespace
echo a
HISTCONTROL=
HISTIGNORE='ls*:&:echo \:x'
ls >/dev/null
echo :x
echo kept
echo kept
history
unset HISTIGNORE
set +o history
echo $HISTCMD
history -s x y
echo $HISTCMD
printf '#1700000000\nold one\n#1700000100\nold two\n' > hf
history -c
history -r hf
TZ=UTC HISTTIMEFORMAT='%F %T ' history
HISTTIMEFORMAT= history 1
