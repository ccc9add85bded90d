echo $(echo $(echo nested)) "$(case x in x) echo y;; esac)"
