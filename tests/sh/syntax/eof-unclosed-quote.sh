# End of input inside a double-quoted string: bash names the quote it
# looked for and the line where it opened, not the last line; the script
# stops there with status 2.
echo start
echo "one
two
three
echo notreached
