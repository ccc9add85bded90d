# GLOBIGNORE: colon-separated patterns that remove names from pathname
# expansion results; '/' is matched only by '/' except by a trailing '*'
# (bash).  A non-empty value turns dotglob on, unsetting it turns dotglob
# off, an empty value changes nothing.
mkdir -p a/b/c d .h/i e
: >f.c >a/g.c >a/b/h.h >a/b/c/i.c >.h/j.c >.h/i/k.c >d/.l.c >e/m.txt >.top.c
GLOBIGNORE=; echo 1 *
GLOBIGNORE=x; echo 2 *
shopt dotglob
GLOBIGNORE=; echo 3 *
shopt dotglob
unset GLOBIGNORE; echo 4 *
shopt dotglob
shopt -s dotglob; GLOBIGNORE=x; unset GLOBIGNORE; shopt dotglob
echo 5 .*
GLOBIGNORE=.:..; echo 6 .*
GLOBIGNORE='a/*'; echo 7 a/*
GLOBIGNORE=e:a; echo 8 */
GLOBIGNORE='*'; echo 9 *
shopt -s nullglob; echo 10 *; shopt -u nullglob
shopt -s globstar
GLOBIGNORE='*/*.c'; echo 11 **/*.c
GLOBIGNORE='?/*'; echo 12 **/*.c
GLOBIGNORE='a?b*'; echo 13 a/**
GLOBIGNORE='*b*'; echo 14 a/**
GLOBIGNORE='[a]*'; echo 15 a/*
GLOBIGNORE='a*'; echo 16 a/*
GLOBIGNORE='*.c'; echo 17 **/*.c
GLOBIGNORE='*.h:a::*.txt'; echo 18 ** 
shopt -s nocaseglob; GLOBIGNORE='*.C'; echo 19 *
shopt -u nocaseglob
shopt -s failglob
GLOBIGNORE='*'; echo 20 *
echo 21 status $?
