# Outside posix mode bash expands tildes after '=' and ':' in any word
# that looks like an assignment: arguments, for words, case subjects.
HOME=/h
echo a=~:~/b x+=~ a[1]=~ a[]=~ a[1]+=~ PREFIX=~/.local
echo 1a=~ =~ a=b~ a="~" a=~"/x" a=\~ "a"=~ a\=~ --opt=~/x a:~/c a[=~
printf '%s\n' CFLAGS=-I~/inc LIBS=x:~/lib
for i in a=~ b=~/x:~; do echo $i; done
case a=~ in a=/h) echo case;; esac
f() { echo "$@"; }
f a=~
# brace expansion makes the word no assignment
echo a=~/{x,y} a={1,2}:~
# not in here-strings, compound array elements or ${x:-...} words
cat <<< a=~
x=(a=~)
echo "$x" ${u:-a=~}
# posix mode: only the declaration utilities do it
set -o posix; echo a=~; declare c=~; echo "$c"
set +o posix; echo a=~
