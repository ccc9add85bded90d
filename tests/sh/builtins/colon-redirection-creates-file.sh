: > made
test -f made && echo created
