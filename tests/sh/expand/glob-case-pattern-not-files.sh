mkdir g && cd g || exit 1
: > abc
x='*'
case abc in $x) echo matched-unquoted;; esac
case abc in "$x") echo matched-quoted;; *) echo not-matched-quoted;; esac
