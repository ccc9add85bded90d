case x a) ;; esac
