# help PATTERN: a header names the operands when one is a pattern, then
# each matching builtin.  The synopses of umask and unset are Quirl's
# (bash's list options Quirl does not have).
help -s 'u*'
