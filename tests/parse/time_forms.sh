time true
time -p a | b
time -- c
! time false
time ! false
time
time echo x 2>/dev/null && time -p
{ time; }
echo time
