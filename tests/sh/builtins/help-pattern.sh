# help PATTERN: a header names the operands when one is a pattern, then
# each matching builtin.
help -s 'u*'
