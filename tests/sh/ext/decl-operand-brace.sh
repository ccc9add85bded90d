# A declaration utility's NAME=value operand is brace-expanded first, as
# bash does (declare b={1,2} is declare b=1 b=2), then each word is an
# assignment: not split, not globbed, and tildes only without braces.
HOME=/h
declare b={1,2}; declare -p b
declare c=~/{x,y} d=x{1..3} e="{a,b}" g={a} t=~/x u=a:~
declare -p c d e g t u
f() { local x=a{b,c} y='p q'; declare -p x y; }; f
export P={a,b}/bin; echo "$P"
declare {p,q}=1; echo $p $q
declare -a a=(x) z=a{1,2}; echo "$z"
touch f1 f2; declare w=f* v='1 2'{a,b}; declare -p w v
