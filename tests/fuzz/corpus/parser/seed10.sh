case $x in (a|b) echo ab;; c) ;; d) x;& e) y;;& *) z
esac
