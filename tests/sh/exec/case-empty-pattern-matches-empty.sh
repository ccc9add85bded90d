e=
case "" in $e) echo empty-matches;; esac
