# ${x//pat/rep}, ${x#pat} and ${x%pat} on long values stay fast: a pattern
# without '*' has one possible match length.  ${x//a/b} on 20k bytes used
# to take half a minute (every candidate length copied and matched).
x=$(head -c 100000 /dev/zero | tr '\0' a)
y=${x//a/b}
echo "${#y} ${y%"${y#?}"}"
z=${x//?a/c}
echo "${#z}"
w=${x//[a]a/}
echo "${#w}"
v=${x/%a?/tail}
echo "${#v} ${v#"${v%????}"}"
u=${x#"${x%?????}"}
echo "$u"
