# a bare ! negates an empty command; ! ! cancels (bash)
!
echo "bare: $?"
! ! true; echo "double true: $?"
! ! false; echo "double false: $?"
! ! ! true; echo "triple: $?"
if !; then echo then; else echo else; fi
set -e
! false
echo "negated false survives set -e"
! ! false
echo "not reached: ! ! is no negation"
