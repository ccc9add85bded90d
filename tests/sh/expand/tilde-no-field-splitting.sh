HOME='/home/two words'
set -- ~
echo $#
printf '[%s]\n' ~/x
