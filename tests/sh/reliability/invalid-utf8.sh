# Invalid UTF-8 and control bytes in values, patterns and file names are
# plain bytes (the runner sets LC_ALL=C).
x=$(printf 'a\377\376b\300')
echo "${#x}"
printf '%s' "$x" | od -An -tx1
case $x in a??b?) echo "five single bytes" ;; *) echo "no match" ;; esac
echo "${x#a?}" | od -An -tx1
: >"$(printf 'f\377\001name')"
for f in f*name; do printf '%s' "$f" | od -An -tx1; done
y=$(printf '\033[2J\r')
echo "${#y}"
set -- $(printf 'p\377q r\376s')
echo "$#"
