unset u
echo "${u:-'quoted'}"
echo ${u:-'single  spaced'}
echo ${u:-"x  y"}
