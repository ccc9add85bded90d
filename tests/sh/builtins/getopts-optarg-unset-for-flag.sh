OPTARG=junk
set -- -a
getopts a o
echo "[${OPTARG-unset}]"
