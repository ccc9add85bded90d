echo 'a\qb'
