case x in (esac) echo;; esac
