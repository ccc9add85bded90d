case x in (a) ;; (b|c) echo;; esac
