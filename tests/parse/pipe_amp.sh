a |& b
{ x; } 2>/dev/null |& c | d
a |&
b
