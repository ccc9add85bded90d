# The pattern of ${v^^pat} ${v,,pat} ${v~~pat} matches extglob groups
# even with shopt extglob off (bash 5.2); ${v//pat/r} does not.
shopt extglob
s=hello S=HELLO
a=(ab cd)
echo ${s^^+([a-z])} ${s^^@(h|o)} ${s^@(h|x)} ${S,,!(L)} ${s~~?(e|l)}
echo ${a[@]^^@(a|d)} "${a[*],,@(x)}"
echo ${s//+(l)/L} ${s//@(h|o)/X}
