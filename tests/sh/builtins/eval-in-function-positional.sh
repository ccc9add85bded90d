f() { eval 'echo "$1 $#"'; }
f a b
