# autosuggest and highlight are options of Quirl's line editor (bash has
# neither: it rejects them with "invalid option name").  A script may set
# them, but `set -o`, `set +o` and SHELLOPTS name them only in an
# interactive shell, so a script's option listing stays bash's.
set -o autosuggest && echo set:$?
set +o highlight && echo unset:$?
set -o | grep -c -e autosuggest -e highlight
set +o | grep -c -e autosuggest -e highlight
case :$SHELLOPTS: in *:autosuggest:*) echo in-shellopts ;; *) echo not-in-shellopts ;; esac
