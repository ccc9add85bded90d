# compopt changes the -o options of a compspec (or, inside a completion
# function, of the completion running); without -o it prints them
compopt -o nospace; echo $?
compopt -o nospace nosuch; echo $?
complete -F _f foo; compopt -o nospace foo; complete -p foo
compopt +o nospace -o filenames foo; complete -p foo
compopt foo; echo $?
compopt -D -o default; echo $?
complete -D -W x; compopt -D -o default; complete -p -D
compopt -o bogus foo; echo $?
compopt -x; echo $?
_in() { compopt -o nospace; compopt; }
complete -F _in bar
compgen -F _in x; echo $?
