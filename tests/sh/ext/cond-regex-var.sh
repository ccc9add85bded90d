re='^(foo|bar)[0-9]$'
[[ bar7 =~ $re ]] && echo m1
[[ baz7 =~ $re ]] || echo m2
