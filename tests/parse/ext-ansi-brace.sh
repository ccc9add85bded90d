echo $'a\tb\x41' {a,b} {1..3}
export P=~/bin:~/lib
