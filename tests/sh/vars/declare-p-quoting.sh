# declare -p quotes as bash: "..." with \ before " \ $ `, $'...' for
# characters that are not printable, associative keys bare when safe
s1='plain' s2='it'\''s "q" $x `b` \' s3=$'a\tb\nc' s4=$'bell\a esc\e del\x7f hi\xc3\xa9'
s5=''
declare -p s1 s2 s3 s4 s5
a=($'x\ty' 'sp ace' '' 'd"q' '$v')
a[10]=ten
declare -p a
declare -A m
m[plain]=1 m['a b']=2 m['*']=3 m['k"q']=4 m[$'t\tx']=5 m['$v']=6
m[a=b]=7 m['#h']=8 m['a#']=9 m['~']=10 m['x~']=11 m['@']=12 m[%]=13
for k in "${!m[@]}"; do
	declare -A one=()
	one[$k]=${m[$k]}
	declare -p one
	unset one
done
