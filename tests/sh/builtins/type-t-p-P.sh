# bash's type -t (a word for the kind), -p (the file to run, if any) and
# -P (the file a PATH search finds, even for a builtin's name).
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
printf '#!/bin/sh\n' > "$d/mycmd"; printf '#!/bin/sh\n' > "$d/echo"
chmod +x "$d/mycmd" "$d/echo"
PATH=$d:$PATH
f() { :; }
shopt -s expand_aliases
alias ll=ls
for n in ll if f echo export mycmd nope "$d/mycmd" /nonexistent; do
    type -t "$n" | sed "s|$d|DIR|"
done
type -t nope; echo "status $?"
type -p echo; echo "-p echo: $?"
type -p mycmd | sed "s|$d|DIR|"
type -P echo | sed "s|$d|DIR|"
type -p nope; echo "-p nope: $?"
type -tp mycmd | sed "s|$d|DIR|"
type -t; echo "no operand: $?"
type -t mycmd nope echo; echo "several: $?"
type -P "$d/mycmd" nope | sed "s|$d|DIR|"
type -x ls; echo "bad option: $?"
