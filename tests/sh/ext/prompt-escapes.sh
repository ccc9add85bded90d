# Prompt escapes through ${p@P}, the same decoder as PS1/PS2/PS4 (bash 5.2).
# \s is the base name of the shell's argv[0]: "quirl" where bash says
# "bash" (the expectation is bash's output with the shell name rewritten).
show() { printf '%s' "$1" | od -An -c | sed 's/  */ /g'; }
p='\s|\v|\V|\!|\l|\q|\D|x\'
echo "${p@P}"
# octal: three digits make a byte (NUL dropped), anything else stays
X=ok
for p in '\101\060x' '\12' '\12x' '\0|' '\08' 'a\000b' '\400' '\777' '\1234' '\044X' '\r'; do
	printf '%-10s' "$p"; show "${p@P}"
done
# \[ \] mark non-printing text for the line editor; gone when not interactive
p='\[\e[1m\]x\a'; show "${p@P}"
# the times, with digits masked
for p in '\t' '\T' '\A' '\@' '\d' '\D{%Y-%m}' '\D{}' '\D{%%}' '\D{%H'; do
	x=${p@P}
	printf '%-10s%s\n' "$p" "$(printf '%s' "$x" | sed 's/[0-9]/N/g;s/[AP]M$/XM/;s/^[A-Z][a-z][a-z] [A-Z][a-z][a-z]/Day Mon/')"
done
# what an escape gives is not expanded again; what follows it is
HOME=/nowhere
p='\D{$HOME}|$HOME|\\$HOME'; echo "${p@P}"
# \# counts the script's commands: the current one
p='\#'; echo "${p@P}"
echo "${p@P}"; echo "${p@P}"
f() { echo "${p@P}"; }
f
# \j: jobs not finished
sleep 10 & sleep 10 &
p='\j'; echo "jobs ${p@P}"
kill %1 %2; wait
echo "jobs ${p@P}"
# '!' is the history number only in posix mode
p='a!b!!c'; echo "${p@P}"
set -o posix; echo "${p@P}"; set +o posix
