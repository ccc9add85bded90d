x=hello.c
[[ $x == *.c ]] && echo c-file
[[ $x == h?llo* ]] && echo glob
[[ $x == "*.c" ]] || echo quoted-literal
