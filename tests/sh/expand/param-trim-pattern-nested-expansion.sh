x=prefix-body-suffix
pre=prefix
suf=suffix
echo "${x#${pre}-}"
echo "${x%-$suf}"
echo "${x#$(echo pre)}"
