# A function Quirl's editor (libedit) cannot do, or one readline does not
# have, is an error with status 1.  Differs from bash on purpose: bash
# accepts both silently (status 0), so a .bashrc line would do nothing
# without a word.  The other bindings of the same call still apply.
bind '"\C-xh": shell-expand-line' '"\C-xb": backward-word'
echo "status $?"
bind '"\C-xn": no-such-function'
echo "status $?"
bind -p
