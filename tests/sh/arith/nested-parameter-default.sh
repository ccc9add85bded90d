unset u
echo $(( ${u:-4} * 2 ))
