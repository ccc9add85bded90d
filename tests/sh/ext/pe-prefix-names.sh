ab1=1 ab2=2 abc=3 other=4
echo ${!ab*}
for n in "${!ab@}"; do echo $n; done
