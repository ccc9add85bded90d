set -- -f '' -v
while getopts f:v o; do echo "$o [${OPTARG-}]"; done
echo "OPTIND=$OPTIND"
