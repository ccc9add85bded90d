v=banana
echo ${v/#ba/BA} ${v/%na/NA} ${v/#na/X}
