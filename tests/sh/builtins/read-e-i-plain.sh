# read -e and -i TEXT: without a terminal, a plain read (-i only seeds the
# line editor at a terminal)
read -e x <<< "edit line"; echo "s=$? x=$x"
read -e -i init x <<< "given"; echo "s=$? x=$x"
read -i init x <<< "given"; echo "s=$? x=$x"
read -ei init -r x <<< 'a\b'; printf 's=%s x=%s\n' "$?" "$x"
read -e x < /dev/null; echo "s=$? x=$x"
