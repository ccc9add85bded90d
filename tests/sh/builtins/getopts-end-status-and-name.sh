set -- -a
getopts a o; echo "$? [$o]"
getopts a o; echo "$? [$o]"
