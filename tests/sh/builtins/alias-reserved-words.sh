set -o posix; # XCU 2.3.1: aliases for reserved words and { }, recognised wherever a command starts, also where a list may end (issue 27); a blank-ended alias makes the next word, and the first word of what that became, eligible
alias lp=while dox=do dn=done th=then el=else ei=elif fi_=fi
i=0
lp [ $i -lt 2 ]; dox echo i=$i; i=$((i+1)); dn
if false; th echo no; ei true; th echo elif-ok; el echo no; fi_
alias nl='
'
alias sub='( echo in-sub )'
sub
alias grp='{ echo g1;' eg='}'
grp echo g2; eg
alias b1='echo ' b2='b3 ' b3='x y' 
b1 b2 b3
alias bang='!'
bang false && echo negated
f() { echo f-ok; }
alias fn='f'
fn
alias u=until
u true; do :; done; echo until-ok
