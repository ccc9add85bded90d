# bind in a shell without line editing: a warning on each call, as bash
# prints it, and the bindings are still recorded (and listed).  Quirl's
# listings show only the bindings made with bind (bash's show readline's
# defaults too, so the greps below keep to the keys bound here).
bind '"\e[A": history-search-backward' '"\e[B": history-search-forward'
echo "status $?"
bind '"\C-xr": reverse-search-history' 'set completion-ignore-case on'
echo "status $?"
bind 'Control-t: kill-line' '"\C-xm": "macro text"'
bind -p | grep -e 'C-xr' -e 'e\[A'
bind -s | grep macro
bind -v | grep completion-ignore-case
bind -x '"\C-xc": echo hi'
bind -X
bind -l | grep -x -e yank -e kill-line
# errors: bad option, keymap, file, a line without a colon, a -x line
# that is not quoted, an unknown variable (status 0, as in bash; bash's
# messages for the last two come from readline, as `readline: MSG', where
# Quirl gives its usual `quirl: line N: bind: MSG' on purpose)
bind -z
echo "status $?"
bind -m nokeymap -l
echo "status $?"
bind -f ./none
echo "status $?"
bind 'foo'
echo "status $?"
bind -x nocolon
echo "status $?"
bind 'set no-such-var on'
echo "status $?"
bind -q no-such-fn
echo "status $?"
