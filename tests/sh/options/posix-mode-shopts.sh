# Posix mode turns shopt expand_aliases, inherit_errexit, shift_verbose,
# sourcepath and interactive_comments on (bash 5.2); when it ends,
# expand_aliases is back off (on only in an interactive shell) and
# shift_verbose off, the others stay on.  shift says a count is out of
# range only under shift_verbose.
opts='expand_aliases inherit_errexit shift_verbose sourcepath interactive_comments'
shopt -u sourcepath interactive_comments
set -- a
shift 2; echo "quiet shift: $?"
shopt -s shift_verbose
shift 2; echo "verbose shift: $?"
shopt -u shift_verbose
set -o posix
shopt $opts
alias say='echo aliased'
eval 'say in posix mode'
shopt -u expand_aliases
eval 'say 2>/dev/null' || echo "not an alias: $?"
set +o posix
shopt $opts
"$BASH" --posix -c 'shopt -p expand_aliases shift_verbose'
