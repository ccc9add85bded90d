# Pathname expansion matches characters in a UTF-8 locale.
mkdir d && cd d || exit
touch é a ab éé $'\xff' $'a\xffb' ñx
LC_ALL=C.UTF-8
echo ?
echo ??
echo [é]* [[:alpha:]]
echo *x
printf '%s' a?b | od -An -tx1
LC_ALL=C
echo ??
