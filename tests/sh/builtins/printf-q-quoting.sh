# printf %q quotes for re-input as bash does: backslashes before special
# characters, '' for the empty string, $'...' with control characters
printf '%q\n' 'a b' "it's" '' 'x$y' $'tab\there' $'nl\n' plain '~home' 'a~b' '#x' 'a#b'
printf '%q\n' '*?[' $'\x01' - = a=b , '{a}' '!' '^' 'a=~b' 'a:~b' '"q"' 'a\b' '`c`' '(x)|<y>;&'
printf '%q\n' $'\e' $'\x7f' $'it\'s\n' $'\303\251'
printf '[%10q] [%-8q] [%.3q]\n' 'a b' x abcdef
printf '%q %q\n' one
eval "set -- $(printf '%q ' 'a b' '' $'c\nd' '$x')"; printf '<%s>' "$@"; echo
