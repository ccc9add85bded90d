!
! ! true
! ! ! false
if !; then :; fi
