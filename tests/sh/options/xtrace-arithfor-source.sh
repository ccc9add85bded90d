# set -x shows each part of for (( ; ; )) as "(( part ))": the part as
# written without its leading blanks (trailing ones and newlines stay),
# after its expansions; a part left out, or blanks only, shows as 1.
set -x
for ((k=0;k<1;k++)); do :; done
for (( k = 0 ; k < 1 ; k++ )); do :; done
for ((	k=0	;	k<1	;	k++	)); do :; done
for ((
k=0
;
k<1
;
k++
)); do :; done
for (( ; ; )); do break; done
for ((k=0;;)); do break; done
sp='  '
n=1
for (( ${sp}k=0 ; k<$n; k+=$n$sp )); do :; done
for ((k=0;k<1;k++)) { :; }
# a part with a newline is not empty: it is 0, as in bash
for ((k=0;
;k++)); do echo not reached; done
