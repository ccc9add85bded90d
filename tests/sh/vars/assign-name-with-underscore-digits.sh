_a1=x
A_B_9=y
echo "$_a1 $A_B_9"
