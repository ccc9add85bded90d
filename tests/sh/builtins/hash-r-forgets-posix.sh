set -o posix; hash env
hash -r
hash | wc -l
# posix mode: an empty table lists nothing (bash mode says "hash: hash table empty")
