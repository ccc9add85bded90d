# -O NAME and +O NAME set and unset a shopt option from the command line,
# before the commands are read (bash); a bad name is a usage error, status 2
"$BASH" -O extglob -c 'shopt extglob; case ab in @(ab|cd)) echo matched;; esac'
"$BASH" +O checkwinsize -c 'shopt checkwinsize'
"$BASH" -O nosuchoption -c 'echo ran' 2>/dev/null
echo "bad name: $?"
