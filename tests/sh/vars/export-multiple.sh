export A1=a A2=b
env | grep '^A[12]=' | sort
