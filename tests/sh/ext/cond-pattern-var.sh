p='*.txt'
[[ a.txt == $p ]] && echo unquoted-var-is-pattern
[[ a.txt == "$p" ]] || echo quoted-var-literal
