# set -x traces every part of for ((;;)) as bash does: the init part once,
# the condition before every iteration and the step after it; a part left
# out shows as (( 1 )).  Each part shows as written, without its leading
# blanks, after its expansions.
set -x
i=0
for ((;i<1;)); do i=1; done
for ((j=0;;j++)); do break; done
for ((k=0; k<2; k++)); do :; done
n=2
for ((x=$n; x>1; x--)); do :; done
