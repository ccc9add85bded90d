# shopt globstar: '**' as a whole path component matches zero or more
# directories, '**/' only directories; the walk never descends through a
# symbolic link (bash 5.2), but a starting directory reached through one is
# read.  Results are sorted as a whole.
mkdir -p a/b/c d .h/i e
: >f.c >a/g.c >a/b/h.h >a/b/c/i.c >.h/j.c >.h/i/k.c >d/.l.c >e/m.txt >.top.c
ln -s a sl
ln -s ../d a/sl2
shopt -s globstar extglob
echo 1 **
echo 2 **/
echo 3 **/*.c
echo 4 a/**
echo 5 a/**/
echo 6 **/*.@(c|h)
echo 7 a** '(not a whole component: as *)'
echo 8 **/b
echo 9 sl/**
echo 10 **/**/*.h
echo 11 ./**/*.h
echo 12 sl/**/
echo 13 **/sl*
echo 14 a/**/b/**/*.c
echo 15 */**
echo 16 */**/
echo 17 **/*/
echo 18 a/**/**
echo 19 '**'/*.c
echo 20 .h/**
echo 21 a/*/**
echo 22 [a]/**
echo 23 **/.*
echo 24 a/**/g.c
echo 25 **/*.nomatch
echo 26 ** **/
echo 27 a/**/c
echo 28 x/**
echo 29 f.c/**
echo 30 **/*/**
shopt -s nullglob
echo 31 **/*.zz x
shopt -u nullglob
shopt -s dotglob
echo 32 **/*.c
echo 33 **
shopt -u dotglob
shopt -u globstar
echo 34 **/*.c
shopt -s globstar failglob
echo 35 **/*.zz
echo 36 status $?
