x='*'
case $x in '*') echo "quoted star";; esac
case abc in '*') echo no;; *) echo "star matches";; esac
case 'a*' in "a*") echo dq-literal;; esac
case 'ab' in "a*") echo no;; *) echo dq-no-glob;; esac
