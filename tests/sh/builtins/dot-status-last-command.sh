echo 'false' > inc.sh
. ./inc.sh; echo $?
: > empty.sh
false; . ./empty.sh; echo $?
