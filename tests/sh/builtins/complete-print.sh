# complete defines, prints (-p), and removes (-r) compspecs; -D/-E/-I
# name the default, empty-line and initial-word compspecs.  (bash lists
# all compspecs in its hash order, as Quirl does: each listing here holds
# one entry per kind, sorted by sort; complete-order checks the order)
complete -F _foo -o nospace -o default foo
complete -p foo; echo $?
complete -W 'a b "c d"' -X '!*a*' -P pre -S suf -G '*.c' -A signal -abcdefgjksuv -A function -C 'echo x' baz
complete -p baz
complete -o plusdirs -o dirnames -o filenames -o noquote -o nosort -o bashdefault -F f q
complete -p q
complete -D -F _loader
complete -E -W x
complete -I -W "it's"
complete -p -D; complete -p -E; complete -p -I
complete | sort
complete -p nosuch; echo $?
complete -r foo; complete -p foo; echo $?
complete -r nosuch; echo $?
complete -r -D; complete -p -D; echo $?
complete -r; complete -p; echo $?
complete -A bogus x; echo $?
complete -o bogus x; echo $?
complete -F; echo $?
complete -x; echo $?
# bash prints its usage line bare; Quirl's usage lines carry the
# "quirl: line N:" prefix, as every usage line of this shell does
