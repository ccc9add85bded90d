a & b &
c
