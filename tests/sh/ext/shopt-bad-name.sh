shopt -s nosuchopt
echo $?
