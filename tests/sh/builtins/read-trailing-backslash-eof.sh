printf 'ab\\' | { read x; echo "$? [$x]"; }
