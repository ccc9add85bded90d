case x in x) echo matched;; esac > f
cat f
