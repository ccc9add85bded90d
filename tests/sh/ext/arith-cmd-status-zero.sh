x=0
if (( x )); then echo nonzero; else echo zero; fi
