while read x; do echo "$x"; done <file
