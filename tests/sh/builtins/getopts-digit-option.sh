set -- -1 -2
while getopts 12 o; do echo "$o"; done
