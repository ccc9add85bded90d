case a in (a) echo paren;; esac
case b in (a|b) echo paren-alt;; esac
