x=$(case a in a) echo matched;; esac)
echo "$x"
