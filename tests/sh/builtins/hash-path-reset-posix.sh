set -o posix; env true
PATH=$PATH
hash | wc -l
# posix mode: an empty table lists nothing (bash mode says "hash: hash table empty")
