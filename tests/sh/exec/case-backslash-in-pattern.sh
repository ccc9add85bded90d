case 'a*b' in a\*b) echo escaped-star;; esac
case 'axb' in a\*b) echo no;; *) echo not-glob;; esac
