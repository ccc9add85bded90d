# compgen -W: the list is split at IFS and each word expanded; matches
# start with the word; -P/-S are added; -X removes matches ('!' keeps
# them, '&' is the word); status 1 when nothing matched
x=exp
compgen -W 'zeta alpha "be ta" alp\ x $x al$x' al; echo $?
compgen -W 'zeta alpha' -P '<' -S '>' a
compgen -W 'b a c'
compgen -W 'foo bar baz' -X 'ba*'
compgen -W 'foo bar baz' -X '!ba*'
compgen -W 'foo bar baz' -X '&z' ba
compgen -W 'foo bar baz' -X '!&r' ba
compgen -W 'x' nomatch; echo $?
compgen; echo $?
IFS=: compgen -W 'one two:three four' t
list=$'p q\np r'
(IFS=$'\n'; compgen -W "$list" p)
compgen -W '$(echo s1 s2)' s
compgen -W '-a -b' -- -
compgen -W 'x y' x y; echo $?
compgen -x; echo $?
compgen -D; echo $?
# bash prints its usage line bare (Quirl: with the "quirl: line N:" prefix)
