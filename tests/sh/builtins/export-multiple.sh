export M1=1 M2=2
env | grep '^M[12]=' | sort
