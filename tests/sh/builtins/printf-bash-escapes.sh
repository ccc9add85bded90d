# printf has bash's \e \E, \xHH, \uHHHH and \UHHHHHHHH in the format and
# in %b (issue 28).  A non-ASCII \u is UTF-8 in a UTF-8 locale (by the
# name in LC_ALL, LC_CTYPE or LANG) and spelt as an escape otherwise; a
# \x or \u without digits is reported and printed as written.
printf '\e[1m|\E|%b|%b\n' '\e[0m' '\E' | od -An -c
printf '\x41\x4a4|%b|%b\n' '\x41\x4a4' '\x7e'
printf '\u41\u007e\U00000041|%b|%b\n' '\u41' '\U42'
printf '\u00e9|%b|\U0001F600|\uFFFFF\n' '\u20ac'
printf 'missing \x|%b|\u|%b\n' '\xg' '\U'; echo "status $?"
printf '%b|\?|%b|%b\n' '\?' '\q' '\0101\1010'
printf '%5b|%-3b|\n' '\x41' '\e' | od -An -c
LC_ALL=C.UTF-8
printf '\u00e9|%b|\U0001F600|\ud800\n' '\u20ac' | od -An -tx1
LC_ALL= LANG=en_US.utf8 printf '\u00e9\n' | od -An -tx1
LC_CTYPE=C printf '\u00e9\n'
