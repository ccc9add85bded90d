# a list cannot be assigned to one element
declare a[1]=(x); echo status:$?
c=(1); c[1]=(x y); echo status:$?
echo not reached
