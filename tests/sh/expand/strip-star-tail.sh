# ${v#*TAIL} and friends: "*C" and "C*" with a plain character, a
# fixed-length tail after the stars, the shortest and longest prefixes and
# suffixes, also in bytes of UTF-8 text
for v in 'a:b:c' ':' '' 'abc' '::x' 'x::' 'é:ü' 'a/b/c' '**:' 'a\:b'; do
	echo "[${v#*:}] [${v##*:}] [${v%:*}] [${v%%:*}] [${v#**:}] [${v%*:}] [${v#*::}] [${v%::*}]"
	echo "[${v#*[:/]}] [${v##*?}] [${v#*?:}] [${v%*}] [${v#*\:}] [${v##*}] [${v#*b?}]"
done
for v in 'a.b.c' 'x' '' '.x.' 'a*b' 'a?b' '[x]'; do
	echo "[${v#*.}] [${v##*.}] [${v%.*}] [${v%%.*}] [${v#*}] [${v%*}] [${v##*}] [${v%%*}] [${v#\*}]"
	echo "[${v#**.}] [${v%.**}] [${v#*\*}] [${v%\**}] [${v#*?}] [${v%?*}] [${v#*[}] [${v%]*}] [${v#*]}]"
done
