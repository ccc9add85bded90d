! a | b
! c
