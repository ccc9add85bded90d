echo abc 2>/dev/null | tr a-z A-Z > f
cat f
