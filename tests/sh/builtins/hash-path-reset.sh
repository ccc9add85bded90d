env true
PATH=$PATH
hash | wc -l
