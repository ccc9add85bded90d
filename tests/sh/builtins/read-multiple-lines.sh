printf 'one\ntwo\nthree\n' > f
while read line; do echo "<$line>"; done < f
