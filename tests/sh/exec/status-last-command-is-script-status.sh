echo hi
false
