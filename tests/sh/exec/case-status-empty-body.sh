false
case x in x) ;; esac
echo "$?"
