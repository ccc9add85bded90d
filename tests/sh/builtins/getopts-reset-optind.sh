set -- -a -b
getopts ab o; echo "$o"
OPTIND=1
getopts ab o; echo "$o"
getopts ab o; echo "$o"
