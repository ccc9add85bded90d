touch f1 f2
a=(f*)
echo ${#a[@]} ${a[@]}
