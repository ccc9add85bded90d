# help -d (name and one line), -s (synopsis), -m (manual layout), a name's
# start as operand, several patterns in one header, and a bad option.
# The description texts are Quirl's own words (not bash's, on purpose).
help -d true false
help -d 'fa?se' ':' '.'
help -s '[' echo
help -d tr
help -m false | sed '/^IMPLEMENTATION/,$d'  # the version changes
help -x
echo "status $?"
help -d >/dev/null
echo "status $?"
enable -n echo
help | grep -e '^\*echo ' -e '^ pwd '
