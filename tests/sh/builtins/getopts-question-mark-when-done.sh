set -- x
getopts a o
echo "$? [$o] $OPTIND"
