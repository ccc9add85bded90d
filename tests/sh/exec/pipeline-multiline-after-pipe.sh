echo hello |
tr a-z A-Z |
cat
