set -- -vfarg
while getopts f:v o; do echo "$o [${OPTARG-}]"; done
