# a function named like a builtin gets the words as written
read() { echo "my read: $*"; }
read -a arr <<< "a b"
unset -f read
local() { echo "my local: $*"; }
local -i n=1
