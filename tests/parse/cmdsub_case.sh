echo $(case x in x) echo y;; esac)
