unset u
echo ${u:-$((1+1))}
