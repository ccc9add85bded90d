f() { local -i k=3*3; echo $k; k+=1; echo $k; }
f
