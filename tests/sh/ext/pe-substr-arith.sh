v=abcdef
i=1
echo ${v:i+1:i*2}
