f() { tr a-z A-Z; }
echo abc | f
