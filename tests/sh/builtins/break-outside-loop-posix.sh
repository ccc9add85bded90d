# break and continue outside a loop do nothing and return 0; in posix mode
# they say nothing either (dash and bash --posix agree), where bash mode
# prints bash's "only meaningful in a `for', `while', or `until' loop"
set -o posix
break
echo "break $?"
continue 2
echo "continue $?"
f() { break; }
for i in 1 2; do f; echo "in $i"; done
