set -- -f -v
getopts f:v o; echo "$o [$OPTARG] $OPTIND"
