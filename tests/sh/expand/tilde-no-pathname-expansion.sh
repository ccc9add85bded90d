mkdir dd
: > dd/f
HOME='d*'
echo ~
echo ~/f
