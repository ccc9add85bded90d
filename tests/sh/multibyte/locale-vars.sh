# Which variable sets the character type, as bash: LC_ALL over LC_CTYPE
# over LANG; a name the C library cannot load warns and changes nothing.
v=é
echo "C from the environment: ${#v}"
# prefix assignments last for the command
LC_ALL=C.UTF-8 eval 'echo "prefix: ${#v}"'
echo "after the prefix: ${#v}"
g() { echo "function: ${#v}"; }
LC_ALL=C.UTF-8 g
echo "after the function: ${#v}"
LC_ALL=C.UTF-8 printf '%s\n' "${#v}"
echo "after printf: ${#v}"
LANG=C.UTF-8
echo "LANG under LC_ALL=C: ${#v}"
unset LC_ALL
echo "LANG alone: ${#v}"
LC_CTYPE=C
echo "LC_CTYPE over LANG: ${#v}"
LC_ALL=C.UTF-8
echo "LC_ALL over LC_CTYPE: ${#v}"
LC_ALL=
echo "LC_ALL empty: ${#v}"
unset LC_CTYPE
echo "LANG again: ${#v}"
LC_ALL=xx_YY.UTF-8
echo "status $?, unchanged: ${#v}"
unset LC_ALL LANG
echo "nothing set: ${#v}"
f() { local LC_ALL=C.UTF-8; echo "local: ${#v}"; }
f
echo "after the function: ${#v}"
