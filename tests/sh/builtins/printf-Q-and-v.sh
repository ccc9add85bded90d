# printf %Q (precision before quoting) and printf -v with %q
printf '%Q|%.2Q|%5Q|\n' 'a b' 'a b c' x
printf -v v '%q' 'a b'; echo "$v"
printf -v v '%q,%Q' "'" '$'; echo "$v"
