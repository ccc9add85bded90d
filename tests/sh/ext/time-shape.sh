# the shape of time's report (the numbers vary): the default format,
# time -p (and time --, which bash 5.2 also reads as -p), precision 0-3
# (more is 3), l for minutes, %P
shape() { sed 's/[0-9]/N/g'; }
{ time true; } 2>&1 | shape
{ time -p true; } 2>&1 | shape
{ time -- true; } 2>&1 | shape
{ time -p -- true; } 2>&1 | shape
TIMEFORMAT='%R|%0R|%1R|%2R|%3R|%9R|%lR|%0lR|%2lU|%S|%U'
{ time true; } 2>&1 | shape
TIMEFORMAT='%P'
{ time true; } 2>&1 | sed 's/^[0-9]*\.[0-9][0-9]$/percent/'
