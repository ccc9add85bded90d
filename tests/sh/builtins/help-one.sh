# help NAME: the synopsis line, then the description indented by four
# spaces, as bash lays it out; the words are Quirl's own (differs from
# bash's text on purpose), so only the layout is bash's.
help true
help -s pwd
echo "status $?"
