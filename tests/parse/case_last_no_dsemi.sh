case x in a) echo a;; *) echo other
esac
