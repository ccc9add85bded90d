case x in a) echo a;& b) echo b;;& c) echo c;; esac
