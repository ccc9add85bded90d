# $"..." (bash's locale translation) is "..." when no message catalog
# translates it, as in the C locale: in words, ${...} operands (also
# inside "..."), case and [[ ]], posix mode too; literal inside "..."
# and '...' and after a backslash.  (Quirl reads no message catalog;
# /usr/bin/ldd prints its usage and version texts through $"...").
printf $"Copy %s\n" x
echo $"a b" $"c"d
x=$"e $HOME"; echo "${x#e }" | grep -c /
echo "${u:-$"dflt v"}"
echo "$"x""
echo '$"y"'
echo \$"z"
case $"k" in k) echo k-match;; esac
[[ $"m" == m ]] && echo m-match
set -o posix
echo $"p q"
set +o posix
x=1; echo "${x:+$"a"}" "${x/1/$"b"}"
