a=(g1 g2)
f() { local a=(l1); echo ${a[@]}; }
f
echo ${a[@]}
