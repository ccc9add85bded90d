# compgen -W: shell metacharacters are text of the words; $(...), ${...}
# and `...` are expanded whole, then split
compgen -W 'a|b c;d e>f (g) #h i&j'; echo $?
x='1 2'
compgen -W '$x "$x" $(echo u v) ${x/1/one} `echo w` "$(echo "q r")"'
compgen -W '{x,y}z'
