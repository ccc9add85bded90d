false
case x in y) echo no;; esac
echo "$?"
