# read splits by expansion's splitter: IFS white space vs other IFS
# characters, empty IFS, backslash escapes (not with -r), the last name
# taking the rest minus trailing IFS white space, and a rest that is one
# field plus its delimiter losing that delimiter.  Expectations from
# bash 5.2.
r() { printf '%s\n' "$1" | { shift; read "$@"; st=$?; for n in "$@"; do case $n in -*) continue;; esac; eval "printf '%s=[%s] ' $n \"\$$n\""; done; echo "st=$st"; }; }
r '  a b c  ' x y
r '  a b c  ' x
r 'a:b:c:' x y
IFS=: r 'a:b:c:' x y
IFS=: r 'a:b:' x y
IFS=: r 'a:b::' x y
IFS=: r 'a::' x y z
IFS=' :' r ' a : b :  ' x y
IFS=' :' r ' a : b :  ' x y z
IFS=' :' r ' : a' x y
IFS= r '  a b  ' x y
r 'a\ b c\:d' x y
IFS=: r 'a\:b:c' x y
IFS=: r 'a\:b:c' -r x y
IFS=: r 'x:y\' x y
r '' x y
r '   ' x y
IFS=: r ':' x
IFS=: r '::' x
IFS=: r 'a:' x
IFS=: r 'a: ' x
IFS=' :' r 'a : ' x
IFS=' :' r 'a b : ' x
r 'one two three four' a b c
