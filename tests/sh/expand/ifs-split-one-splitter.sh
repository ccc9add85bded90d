# Field splitting by one splitter: the fast expander (a word that is one
# parameter), compiled `for` loops and the general expander must agree for
# white and non-white IFS characters, empty and unset IFS, leading and
# trailing delimiters, and empty fields.  Expectations from bash 5.2.
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
x='a:b::c:'
IFS=:
show $x
for w in $x; do printf '<%s>' "$w"; done; echo
IFS=' :'
y=' a : b  c :: d '
show $y
for w in $y; do printf '<%s>' "$w"; done; echo
IFS=
show $y
for w in $y; do printf '<%s>' "$w"; done; echo
unset IFS
show $y
for w in $y; do printf '<%s>' "$w"; done; echo
IFS=:
z=':'
show $z
show ${z}x $z"" "$z"$z
e=
show $e "" $e
IFS=' 	'
t='	 lead and trail 	 '
show $t
show pre$t"post"
IFS=x
show axbxxc axb
v=axbxxcx
show $v ${v}
show "$v"$v
f() { for w in $v; do printf '<%s>' "$w"; done; echo; }
f; f
