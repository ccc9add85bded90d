diff <(a) <(b | c)
echo x<(y)z ">(q)"
while read l; do :; done < <(printf x)
tee >(cat) >/dev/null
