p='a*'
case abc in $p) echo "unquoted var globs";; esac
case abc in "$p") echo no;; *) echo "quoted var literal";; esac
