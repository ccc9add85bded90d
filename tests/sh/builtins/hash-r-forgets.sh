hash env
hash -r
hash | wc -l
